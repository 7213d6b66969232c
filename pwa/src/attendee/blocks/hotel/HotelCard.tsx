import {
  estimatedHotelCost,
  formatMoney,
  type HotelPayType,
  hotelDateRanges,
  hotelNights,
  hotelPayTypeLabels,
  hotelPayTypeValues,
  pickText,
  ResidentType,
  residentTypeLabels,
  residentTypeValues,
  roomsLeftForStay,
} from "@confreg/shared";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Form, Radio, Space, Switch } from "antd-mobile";
import { ChoiceField } from "#attendee/components/ChoiceField";
import { DateField, dayToDate } from "#attendee/components/DateField";
import { TextInput } from "#attendee/components/TextInput";
import type { BlockProps } from "../types";
import { blankHotel, type HotelValue } from "./hotel-block";

/** Hotel prices are in yuan: the society's hotels are in China (a USD conference lists none). */
const hotelCurrency = "CNY";

const dayIn = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    date,
  );

/**
 * Book a room or not (not booking clears the rest); hotel and room type with the price per night and the
 * rooms left for the chosen nights; check-in and check-out inside the hotel window; single or twin (a
 * roommate's name); who pays; and the estimated cost, settled at the hotel.
 */
export function HotelCard({ context, value, locale, rule, replace }: BlockProps<HotelValue>) {
  const { t, i18n } = useLingui();
  const { conference } = context;
  const hotels = conference.hotels;
  const hotel = hotels.find((h) => h.id === value.hotelId);
  const room = hotel?.roomTypes.find((r) => r.id === value.roomTypeId);
  const nights = value.startDate && value.endDate ? hotelNights(value.startDate, value.endDate) : 0;
  const ranges = hotelDateRanges(
    conference.settings.hotelWindow,
    dayIn(context.now, conference.timezone),
    dayIn(new Date(conference.endTime), conference.timezone),
    value.startDate,
  );
  const money = (cents: number) => formatMoney(cents, hotelCurrency, locale);
  const roomOptions = (hotel?.roomTypes ?? []).flatMap((r) => {
    const left = roomsLeftForStay(r, value.startDate, value.endDate);
    if (left <= 0 && r.id !== value.roomTypeId) return [];
    const name = pickText(r.name, locale);
    const price = money(r.pricePerNight);
    return [
      { value: r.id, label: left > 0 ? t`${name} · ${price}/night · ${left} left` : t`${name} · sold out` },
    ];
  });

  return (
    <section className="att-card att-form-card" data-testid="block-hotel">
      <h2 className="att-card-title">
        <Trans>Hotel</Trans>
      </h2>
      <Form.Item
        name={["hotel", "book"]}
        label={<Trans>Book a hotel room</Trans>}
        valuePropName="checked"
        layout="horizontal"
        childElementPosition="right"
        rules={[rule("hotel.book")]}
      >
        <Switch
          onChange={(on) => replace(on ? { ...value, book: true } : blankHotel(context))}
          data-testid="hotel-book"
        />
      </Form.Item>
      {value.book && (
        <>
          {hotels.length > 1 && (
            <Form.Item name={["hotel", "hotelId"]} label={<Trans>Hotel</Trans>} required>
              <ChoiceField<number>
                options={hotels.map((h) => ({ value: h.id, label: pickText(h.name, locale) }))}
                placeholder={t`Please choose`}
                title={t`Hotel`}
                onChange={(id) =>
                  id !== value.hotelId && replace({ ...value, hotelId: id, roomTypeId: null })
                }
                testId="hotel-hotelId"
              />
            </Form.Item>
          )}
          <Form.Item
            name={["hotel", "roomTypeId"]}
            label={<Trans>Room type</Trans>}
            required
            rules={[rule("hotel.roomTypeId")]}
          >
            <ChoiceField<number>
              options={roomOptions}
              placeholder={hotel ? t`Please choose` : t`Choose the hotel first`}
              title={t`Room type`}
              testId="hotel-roomTypeId"
            />
          </Form.Item>
          <Form.Item
            name={["hotel", "startDate"]}
            label={<Trans>Check-in date</Trans>}
            required
            rules={[rule("hotel.startDate")]}
          >
            <DateField
              precision="day"
              min={dayToDate(ranges.checkIn.min)}
              max={dayToDate(ranges.checkIn.max)}
              placeholder={t`Choose a date`}
              title={t`Check-in date`}
              display={(day) => day}
              testId="hotel-startDate"
            />
          </Form.Item>
          <Form.Item
            name={["hotel", "endDate"]}
            label={<Trans>Check-out date</Trans>}
            required
            rules={[rule("hotel.endDate")]}
            dependencies={[["hotel", "startDate"]]}
          >
            <DateField
              precision="day"
              min={dayToDate(ranges.checkOut.min)}
              max={dayToDate(ranges.checkOut.max)}
              placeholder={t`Choose a date`}
              title={t`Check-out date`}
              display={(day) => day}
              testId="hotel-endDate"
            />
          </Form.Item>
          <Form.Item name={["hotel", "residentType"]} label={<Trans>Occupancy</Trans>} required>
            <Radio.Group>
              <Space direction="vertical" data-testid="hotel-residentType">
                {residentTypeValues.map((type) => (
                  <Radio key={type} value={type} data-testid={`hotel-residentType-${type}`}>
                    {i18n._(residentTypeLabels[type])}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {value.residentType === ResidentType.shared && (
            <Form.Item
              name={["hotel", "roommateName"]}
              label={<Trans>Roommate's name</Trans>}
              required
              rules={[rule("hotel.roommateName")]}
              validateTrigger="onBlur"
            >
              <TextInput clearable maxLength={50} testId="hotel-roommateName" />
            </Form.Item>
          )}
          <Form.Item
            name={["hotel", "hotelPayType"]}
            label={<Trans>Hotel paid by</Trans>}
            required
            rules={[rule("hotel.hotelPayType")]}
          >
            <Radio.Group>
              <Space direction="vertical" data-testid="hotel-hotelPayType">
                {hotelPayTypeValues.map((type: HotelPayType) => (
                  <Radio key={type} value={type} data-testid={`hotel-hotelPayType-${type}`}>
                    {i18n._(hotelPayTypeLabels[type])}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <HotelEstimate
            nights={nights}
            cost={room && nights > 0 ? money(estimatedHotelCost(room.pricePerNight, nights)) : ""}
          />
        </>
      )}
    </section>
  );
}

/** Nights and the estimated cost, plainly marked as paid at the hotel (DOMAIN.md §3). */
function HotelEstimate({ nights, cost }: { nights: number; cost: string }) {
  if (nights < 1) return null;
  return (
    <div className="att-hotel-estimate" data-testid="hotel-estimate">
      <div className="att-hotel-estimate-line">
        <span data-testid="hotel-nights" data-nights={nights}>
          <Plural value={nights} one="# night" other="# nights" />
        </span>
        {cost && (
          <span>
            <Trans>Estimated cost</Trans> <strong data-testid="hotel-cost">{cost}</strong>
          </span>
        )}
      </div>
      <p className="att-hotel-estimate-note">
        <Trans>Paid at the hotel, not part of the registration fee.</Trans>
      </p>
    </div>
  );
}
