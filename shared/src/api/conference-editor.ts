import { z } from "zod";
import {
  bilingual,
  cents,
  id,
  int,
  isInstant,
  isoDateTime,
  plainText,
  requiredText,
} from "../schemas/common";
import {
  conference,
  conferenceSettings,
  extraItem,
  feeRow,
  groupScheme,
  hotel,
  invitationCode,
  participantType,
  roomType,
  workshop,
} from "../schemas/conference";
import { isTimeZone } from "../time";
import { validationIds as v } from "../validation";

/** A name in both languages, of which one at least is given. */
export const namedBilingual = (code: string = v.nameRequired) =>
  bilingual.refine((text) => text.zh !== "" || text.en !== "", { error: code, path: ["zh"] });

type Window = { beginTime: string; discountTime: string; endTime: string };
/** Registration ends after it starts; the early-bird deadline lies between the two. */
const inOrder = (w: Window) =>
  w.beginTime < w.endTime && w.beginTime <= w.discountTime && w.discountTime <= w.endTime;
const comparable = (w: Window): Window => ({
  beginTime: new Date(w.beginTime).toISOString(),
  discountTime: new Date(w.discountTime).toISOString(),
  endTime: new Date(w.endTime).toISOString(),
});
/** A date that is no instant is its own field's error (isoDateTime); the order is judged between instants. */
const datesInOrder = <S extends z.ZodType<Window>>(schema: S) =>
  schema.refine((w) => ![w.beginTime, w.discountTime, w.endTime].every(isInstant) || inOrder(comparable(w)), {
    error: v.conferenceDates,
    path: ["discountTime"],
  });

/** The conference's name, code and registration window: what a new conference and a copy are given. */
const conferenceIdentity = z.object({
  title: namedBilingual(v.conferenceTitle),
  systemCode: requiredText(40).regex(/^[A-Za-z0-9_-]+$/, { error: v.systemCode }),
  beginTime: isoDateTime,
  discountTime: isoDateTime,
  endTime: isoDateTime,
});

/** saveMeeting: a conference's basics and every setting (times are UTC instants; the zone names their clock). */
export const conferenceInput = datesInOrder(
  conferenceIdentity.extend({
    hostUnit: plainText(100).default(""),
    timezone: requiredText(60).refine(isTimeZone, { error: v.timeZone }),
    paperDatabase: plainText(100).default(""),
    paperConferenceId: plainText(40).default(""),
    settings: conferenceSettings,
  }),
);
export type ConferenceInput = z.input<typeof conferenceInput>;

/** A copy of a conference: its new name, code and dates; other dated settings move with the start. */
export const copyConferenceInput = datesInOrder(conferenceIdentity);
export type CopyConferenceInput = z.input<typeof copyConferenceInput>;

/** One row of the conference list (spec 002 §2), with its live registrations (a conference with any stays). */
export const conferenceRecord = conference
  .pick({
    id: true,
    title: true,
    systemCode: true,
    hostUnit: true,
    timezone: true,
    beginTime: true,
    discountTime: true,
    endTime: true,
    paperDatabase: true,
    paperConferenceId: true,
    createTime: true,
  })
  .extend({ registrations: z.number().int() });
export type ConferenceRecord = z.infer<typeof conferenceRecord>;

/** getConferenceListByYearAndHost: the year registration opens (on the conference's clock) and the host. */
export const conferenceRecordQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  host: plainText(100).optional(),
});

/** A full fee and its early-bird fee, per currency: the early fee is the lower price (DOMAIN.md §3). */
const earlyFeePairs = [
  ["fee", "discountFee"],
  ["dollar", "dollarDiscount"],
] as const;
type Fees = Partial<Record<(typeof earlyFeePairs)[number][number], number>>;

const isAmount = (fee: number | undefined): fee is number => cents.safeParse(fee).success;

/**
 * Refuses, at the early fee, every early fee above its full fee. A pair the item lacks, or with an amount
 * already refused at its own field, is not compared.
 */
function earlyFeeNotAbove(fees: Fees, ctx: z.RefinementCtx, path: (string | number)[] = []) {
  for (const [full, early] of earlyFeePairs) {
    const [fullFee, earlyFee] = [fees[full], fees[early]];
    if (isAmount(fullFee) && isAmount(earlyFee) && earlyFee > fullFee)
      ctx.addIssue({ code: "custom", message: v.earlyFeeAboveFee, path: [...path, early] });
  }
}

/** What the editor changes of each kind of item: its fields, not its conference, id, order or deletion. */
export const participantTypeInput = participantType
  .omit({ id: true, conferenceId: true, isDeleted: true, sortOrder: true })
  .extend({ title: namedBilingual() })
  .superRefine((type, ctx) => earlyFeeNotAbove(type, ctx));
export type ParticipantTypeInput = z.input<typeof participantTypeInput>;

export const workshopInput = workshop
  .omit({ id: true, conferenceId: true, isDeleted: true, sortOrder: true })
  .extend({ title: namedBilingual() });
export type WorkshopInput = z.input<typeof workshopInput>;

/** A hotel with its room types; a room type without an id is new, one left out is deleted. */
export const conferenceHotelInput = hotel
  .omit({ id: true, conferenceId: true, sortOrder: true, roomTypes: true })
  .extend({
    name: namedBilingual(),
    roomTypes: z.array(
      roomType.omit({ id: true, hotelId: true }).extend({ id: id.optional(), name: namedBilingual() }),
    ),
  });
export type ConferenceHotelInput = z.input<typeof conferenceHotelInput>;

export const invitationCodeInput = invitationCode.omit({ id: true, conferenceId: true }).extend({
  code: requiredText(40).regex(/^[A-Za-z0-9_-]+$/, { error: v.invalid }),
});
export type InvitationCodeInput = z.input<typeof invitationCodeInput>;

const choiceTypes: readonly number[] = [2, 3, 4];
export const extraItemInput = extraItem
  .omit({ id: true, conferenceId: true, sortOrder: true })
  .extend({ title: namedBilingual() })
  .superRefine((item, ctx) => {
    const values = item.options.map((o) => o.value);
    if (choiceTypes.includes(item.type) && values.length === 0)
      ctx.addIssue({ code: "custom", message: v.optionsRequired, path: ["options"] });
    values.forEach((value, index) => {
      if (value === "")
        ctx.addIssue({ code: "custom", message: v.required, path: ["options", index, "value"] });
      else if (values.indexOf(value) !== index)
        ctx.addIssue({ code: "custom", message: v.optionDuplicate, path: ["options", index, "value"] });
    });
  });
export type ExtraItemInput = z.input<typeof extraItemInput>;

/** The whole fee table of a conference (rows per participant type and number of papers). */
export const feeTableInput = z.object({
  rows: z.array(feeRow).superRefine((rows, ctx) => {
    const keys = rows.map((row) => `${row.participantTypeId}:${row.paperNum}`);
    keys.forEach((key, index) => {
      if (keys.indexOf(key) !== index)
        ctx.addIssue({ code: "custom", message: v.feeRowDuplicate, path: [index, "paperNum"] });
    });
    for (const [index, row] of rows.entries()) earlyFeeNotAbove(row, ctx, [index]);
  }),
});
export type FeeTableInput = z.input<typeof feeTableInput>;

/** group/create: a scheme's type, head counts and discount factor (0.9 is 10% off, shown as 9折). */
export const groupSchemeInput = groupScheme
  .omit({ id: true, conferenceId: true })
  .extend({
    groupType: int().min(0).max(1).default(0),
    discount: z
      .number({ error: v.discountFactor })
      .gt(0, { error: v.discountFactor })
      .max(1, { error: v.discountFactor }),
  })
  .refine((s) => s.maxNumber >= s.minNumber, { error: v.schemeRange, path: ["maxNumber"] });
export type GroupSchemeInput = z.input<typeof groupSchemeInput>;

/** A scheme as the editor lists it (managerGroupSheme): with how many groups use it. */
export const groupSchemeRecord = groupScheme.extend({ groups: z.number().int(), createTime: isoDateTime });
export type GroupSchemeRecord = z.infer<typeof groupSchemeRecord>;

/** A new order of a kind of item: every live item's id, first to last. */
export const itemOrderInput = z.object({ ids: z.array(id).min(1) });

const used = { used: z.number().int() };
/**
 * getMeetingDetail: everything the editor shows of a conference, with what its registrations use of each
 * item (a used item cannot be deleted; places and rooms cannot go below what is taken).
 */
export const conferenceEditorView = z.object({
  conference,
  registrations: z.number().int(),
  participantTypes: z.array(participantType.extend(used)),
  workshops: z.array(workshop.extend({ ...used, taken: z.number().int() })),
  feeRows: z.array(feeRow),
  hotels: z.array(
    hotel.extend({
      roomTypes: z.array(roomType.extend({ ...used, mostTaken: z.number().int() })),
    }),
  ),
  invitationCodes: z.array(invitationCode.extend(used)),
  extraItems: z.array(
    extraItem.extend({ answers: z.number().int(), optionAnswers: z.record(z.string(), z.number().int()) }),
  ),
  checkinPoints: z.number().int(),
  badgeTemplates: z.number().int(),
});
export type ConferenceEditorView = z.infer<typeof conferenceEditorView>;

export const createdItem = z.object({ id });
