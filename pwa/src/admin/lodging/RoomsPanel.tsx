import { ReloadOutlined } from "@ant-design/icons";
import type { LodgingRooms, RoomTypeView } from "@confreg/shared";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Empty, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { titleOf, useAdminLocale } from "#admin/format";
import { lodgingRoomsQuery } from "#admin/queries/lodging";
import { errorText } from "#api/errors";
import "./lodging.css";

type Hotel = LodgingRooms["hotels"][number];

/** The nights any room type of the hotel lists, in date order (a night a type does not list is all free). */
const nightsOf = (hotel: Hotel): string[] =>
  [...new Set(hotel.roomTypes.flatMap((room) => room.nights.map((n) => n.date)))].sort();

const leftOn = (room: RoomTypeView, night: string): number =>
  room.nights.find((n) => n.date === night)?.remaining ?? room.stock;

/** A night's rooms left: the number, or a red "Full" when none is left. */
function NightCell({ room, night }: { room: RoomTypeView; night: string }) {
  const left = leftOn(room, night);
  return (
    <span data-testid="rooms-left-cell" data-room-type-id={room.id} data-night={night} data-left={left}>
      {left === 0 ? (
        <Tag color="error" variant="outlined">
          <Trans>Full</Trans>
        </Tag>
      ) : (
        left
      )}
    </span>
  );
}

function HotelRooms({ hotel }: { hotel: Hotel }) {
  const { t } = useLingui();
  const locale = useAdminLocale();
  const nights = nightsOf(hotel);
  const columns: ColumnsType<RoomTypeView> = [
    {
      key: "room",
      title: t`Room type`,
      fixed: "start",
      width: 140,
      render: (_v, room) => titleOf(room.name, locale),
    },
    { key: "stock", title: t`Rooms a night`, width: 96, align: "end", render: (_v, room) => room.stock },
    ...nights.map((night) => ({
      key: night,
      title: night.slice(5),
      width: 72,
      align: "end" as const,
      render: (_v: unknown, room: RoomTypeView) => <NightCell room={room} night={night} />,
    })),
  ];
  return (
    <section className="adm-rooms-hotel" data-testid="rooms-left-hotel" data-hotel-id={hotel.id}>
      <h3 className="adm-rooms-hotel-name">{titleOf(hotel.name, locale)}</h3>
      <Table<RoomTypeView>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={hotel.roomTypes}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t`No room types` }}
      />
    </section>
  );
}

/**
 * The rooms left per hotel, room type and night (getRoomNumber): each night's stock less the rooms taken,
 * "Full" when none is left; only the hotel the list is filtered by, when it is. In the all-conferences
 * scope it waits for a conference to be chosen.
 */
export function RoomsPanel({
  conferenceId,
  hotelId,
}: {
  conferenceId: number | undefined;
  hotelId?: number;
}) {
  const { t } = useLingui();
  const rooms = useQuery(lodgingRoomsQuery(conferenceId));
  const hotels = (rooms.data?.hotels ?? []).filter((h) => hotelId === undefined || h.id === hotelId);
  const body =
    conferenceId === undefined ? (
      <Empty description={t`Choose a conference to see the rooms left`} />
    ) : rooms.isError ? (
      <Empty description={errorText(rooms.error)} />
    ) : rooms.data && hotels.length === 0 ? (
      <Empty description={t`This conference offers no hotel rooms`} />
    ) : (
      hotels.map((hotel) => <HotelRooms key={hotel.id} hotel={hotel} />)
    );
  return (
    <Card
      className="adm-card"
      size="small"
      title={<Trans>Rooms left per night</Trans>}
      loading={conferenceId !== undefined && rooms.isPending}
      extra={
        conferenceId !== undefined && (
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={rooms.isFetching}
            onClick={() => void rooms.refetch()}
            data-testid="rooms-left-refresh"
          >
            <Trans>Refresh</Trans>
          </Button>
        )
      }
      data-testid="rooms-left"
    >
      {body}
    </Card>
  );
}
