// The back-office list at scale: the product's route beside the same page read by a bare handler.

import type { BenchCase } from "../harness/context";
import { percentile, recordFigure, timed } from "../harness/results";
import { startRawServer } from "../raw-server";

const queries = ["", "keyword=%E7%8E%8B", "payStatus=2", "keyword=example.com&size=50", "isSignIn=1"];

export const adminList: BenchCase = {
  name: "admin-list",
  async run(context) {
    const client = await context.admin();
    const raw = await startRawServer(context.database, context.pii);
    try {
      const times: number[] = [];
      const rawTimes: number[] = [];
      const rounds = context.quick ? 40 : 200;
      for (let i = 0; i < rounds; i++) {
        const query = `conferenceId=${context.conferenceId}&${queries[i % queries.length]}`;
        const [ms, res] = await timed(() => client.get(`/api/admin/registrations?${query}`));
        if (res.status !== 200) throw new Error(`list answered ${res.status}`);
        times.push(ms);
        rawTimes.push((await timed(() => raw.get(`/list?${query}`)))[0]);
      }
      for (const p of [50, 95])
        recordFigure(
          `back-office list, typical filters, p${p}`,
          "ms",
          percentile(times, p),
          percentile(rawTimes, p),
          {
            bound: p === 95 ? 50 : undefined,
          },
        );
    } finally {
      await raw.close();
    }
  },
};
