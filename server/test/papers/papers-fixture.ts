import type { Kysely } from "kysely";
import type { Database } from "#db/schema";
import {
  insertAcceptedPaper,
  insertConference,
  insertFeeRow,
  insertParticipantType,
} from "#seed/builders/conference";

const day = 86_400_000;

/**
 * Three paper conferences for the paper tests. `coded` hands out "MD" codes under its own label, at
 * regular prices (the early-bird ended yesterday) with a fee table for 1 and 2 papers (6 pages each, 300
 * yuan a page over); its accepted papers 2001..2006 are listed under owner@example.com except 2005,
 * 2010..2012 under reader@ (mypaper), 2013..2014 under lister@ (the accepted list), 2007..2009 under none. `pinned` asks for
 * PINs and at least one paper; `closed` passed its paper deadline yesterday.
 */
export async function papersFixture(db: Kysely<Database>, now: Date) {
  const iso = (ms: number) => new Date(ms).toISOString();
  const open = {
    beginTime: iso(now.getTime() - 2 * day),
    discountTime: iso(now.getTime() - day),
    endTime: iso(now.getTime() + 30 * day),
    createTime: now.toISOString(),
  };
  const paperSettings = { isPaper: true, paperLimit: 2, pageLimit: 8, pageFeeLimit: 6 };
  const coded = await insertConference(db, {
    ...open,
    titleEn: "Coded Papers Meeting",
    systemCode: "PPC",
    settings: {
      ...paperSettings,
      isPapermd: true,
      paperCodeLabel: { zh: "上传码", en: "Upload code" },
    },
  });
  const pinned = await insertConference(db, {
    ...open,
    titleEn: "PIN Papers Meeting",
    systemCode: "PPP",
    settings: { ...paperSettings, isPinpaper: true, mustPaper: true },
  });
  const closed = await insertConference(db, {
    ...open,
    titleEn: "Closed Papers Meeting",
    systemCode: "PPD",
    settings: { ...paperSettings, paperDeadline: iso(now.getTime() - day) },
  });
  const type = (conferenceId: number, fields: Partial<Parameters<typeof insertParticipantType>[1]> = {}) =>
    insertParticipantType(db, {
      conferenceId,
      fee: 2_000_00,
      discountFee: 1_600_00,
      allowsPapers: 1,
      ...fields,
    });
  const types = {
    delegate: await type(coded.id),
    author: await type(coded.id, { titleEn: "Author", maxPapers: 1, paperAuthorMustMatch: 1 }),
    pinned: await type(pinned.id),
    closed: await type(closed.id),
  };
  for (const [paperNum, fee] of [
    [1, 2_500_00],
    [2, 3_000_00],
  ] as const) {
    await insertFeeRow(db, {
      participantTypeId: types.delegate.id,
      paperNum,
      fee,
      discountFee: fee - 300_00,
      pageLimit: 6,
      overPageFee: 300_00,
    });
  }
  const owner = "owner@example.com";
  const reader = "reader@example.com";
  const lister = "lister@example.com";
  const paper = (
    conferenceId: number,
    paperId: string,
    fields: Partial<Parameters<typeof insertAcceptedPaper>[1]> = {},
  ) =>
    insertAcceptedPaper(db, {
      conferenceId,
      paperId,
      submitUserEmail: owner,
      pin: `${paperId}99`,
      ...fields,
    });
  const papers = {
    first: await paper(coded.id, "2001", { title: "Adaptive Control" }),
    second: await paper(coded.id, "2002", { title: "Robust Estimation" }),
    draft: await paper(coded.id, "0002003", { finalPaper: "" }),
    contested: await paper(coded.id, "2004"),
    others: await paper(coded.id, "2005", { submitUserEmail: "someone@example.com" }),
    lis: await paper(coded.id, "2006", { submitUserName: "李四", submitUserEnName: "Li Si" }),
    held: await paper(coded.id, "2007", { submitUserEmail: "" }),
    codedA: await paper(coded.id, "2008", { submitUserEmail: "" }),
    codedB: await paper(coded.id, "2009", { submitUserEmail: "" }),
    readersOwn: await paper(coded.id, "2010", { submitUserEmail: reader }),
    readersDraft: await paper(coded.id, "2011", { submitUserEmail: reader, finalPaper: "0" }),
    readersTaken: await paper(coded.id, "2012", { submitUserEmail: reader }),
    listersOwn: await paper(coded.id, "2013", { submitUserEmail: lister, title: "Sparse Identification" }),
    listersTaken: await paper(coded.id, "2014", { submitUserEmail: lister }),
    pinned: await paper(pinned.id, "3001", { pin: "481516", submitUserEmail: " Owner@Example.com " }),
    late: await paper(closed.id, "4001"),
  };
  return { coded, pinned, closed, types, papers, owner, reader, lister };
}

export type PapersFixture = Awaited<ReturnType<typeof papersFixture>>;
