import { type ConferenceEditorView, type ConferenceHotelInput, validationMessages } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { Col, Form, Input, InputNumber, Tag } from "antd";
import { formatAmount, titleOf, useAdminLocale } from "#admin/format";
import { hotelCalls, useItemMutations } from "#admin/queries/conference-editor";
import { BilingualFields } from "./BilingualFields";
import { ListRows } from "./form-parts";
import { ItemSection } from "./ItemSection";
import { MoneyInput } from "./MoneyInput";

type Hotel = ConferenceEditorView["hotels"][number];
type Room = Hotel["roomTypes"][number];
type Values = Required<Omit<ConferenceHotelInput, "roomTypes">> & {
  roomTypes: (ConferenceHotelInput["roomTypes"][number] & { mostTaken?: number })[];
};

const blank: Values = { name: { zh: "", en: "" }, address: "", roomTypes: [] };
const valuesOf = (hotel: Hotel): Values => ({
  name: hotel.name,
  address: hotel.address,
  roomTypes: hotel.roomTypes.map(({ id, name, pricePerNight, stock, mostTaken }) => ({
    id,
    name,
    pricePerNight,
    stock,
    mostTaken,
  })),
});
const inputOf = (values: Values): ConferenceHotelInput => ({
  ...values,
  roomTypes: (values.roomTypes ?? []).map(({ mostTaken: _m, ...room }) => room),
});

/** A hotel's room types: name, price per night, rooms offered each night (never below a night's bookings). */
function RoomList() {
  const { t } = useLingui();
  return (
    <ListRows
      name="roomTypes"
      rowTestId="room-row"
      addText={<Trans>Add a room type</Trans>}
      addTestId="room-add"
      newRow={() => ({ name: { zh: "", en: "" }, pricePerNight: 0, stock: 10 })}
    >
      {(room) => (
        <>
          <Col span={10}>
            <BilingualFields
              name={[room.name, "name"]}
              within={["roomTypes"]}
              label={t`Room type`}
              required={validationMessages.nameRequired}
              testId="room-name"
            />
          </Col>
          <Col span={5}>
            <Form.Item name={[room.name, "pricePerNight"]} label={t`Price per night`}>
              <MoneyInput testId="room-price" />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item noStyle shouldUpdate>
              {({ getFieldValue }) => {
                const taken = Number(getFieldValue(["roomTypes", room.name, "mostTaken"]) ?? 0);
                return (
                  <Form.Item
                    name={[room.name, "stock"]}
                    label={t`Rooms each night`}
                    extra={taken > 0 ? t`Most taken on a night: ${taken}` : undefined}
                  >
                    <InputNumber className="adm-fill" data-testid="room-stock" />
                  </Form.Item>
                );
              }}
            </Form.Item>
          </Col>
        </>
      )}
    </ListRows>
  );
}

/** Hotels and their room types; stock is per night (room_nights), prices per night in yuan. */
export function HotelsSection({ view }: { view: ConferenceEditorView }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const mutations = useItemMutations(view.conference.id, hotelCalls);
  const roomText = (room: Room) =>
    `${titleOf(room.name, locale)} · ${formatAmount(room.pricePerNight, "CNY", locale)} · ${room.mostTaken}/${room.stock}`;
  return (
    <ItemSection<Hotel, Values, ConferenceHotelInput>
      title={t`Hotels and room types`}
      testId="hotels"
      items={view.hotels}
      mutations={mutations}
      ordered
      blank={blank}
      valuesOf={valuesOf}
      inputOf={inputOf}
      nameOf={(hotel) => titleOf(hotel.name, locale)}
      dialogWidth={860}
      note={t`Rooms each night cannot go below the rooms booked on any night; a booked room type cannot be removed. The hotel dates are a setting (Hotel and lodging).`}
      fields={() => (
        <>
          <BilingualFields
            name={["name"]}
            label={t`Hotel`}
            required={validationMessages.nameRequired}
            testId="hotel-name"
          />
          <Form.Item name="address" label={t`Address`}>
            <Input maxLength={200} data-testid="hotel-address" />
          </Form.Item>
          <RoomList />
        </>
      )}
      columns={[
        { title: t`Hotel`, key: "name", render: (_, hotel) => titleOf(hotel.name, locale) },
        { title: t`Address`, dataIndex: "address", key: "address" },
        {
          title: t`Room types (price, most taken a night / rooms)`,
          key: "rooms",
          render: (_, hotel) => hotel.roomTypes.map((room) => <Tag key={room.id}>{roomText(room)}</Tag>),
        },
      ]}
    />
  );
}
