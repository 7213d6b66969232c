import { type Reply, TestClient } from "@confreg/server/testing";
import { idNumberCheckChar } from "@confreg/shared";

const day = 86_400_000;
let people = 0;
let addresses = 0;

/** A valid mainland ID number, different on every call: one person registers once per conference. */
export function nextIdNumber(): string {
  people += 1;
  const born = new Date(Date.UTC(1960, 0, 1) + people * day).toISOString().slice(0, 10).replaceAll("-", "");
  const first17 = `110101${born}${String(100 + (people % 800)).padStart(3, "0")}`;
  return first17 + idNumberCheckChar(first17);
}

/**
 * Attendees signed up and signed in, each from an address of its own: the server runs with TRUST_PROXY=1
 * and reads the client from X-Forwarded-For, as behind a reverse proxy (sign-ups are limited per address).
 */
export async function signUpAttendees(url: string, count: number, label: string): Promise<TestClient[]> {
  const clients: TestClient[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, async (_, k) => {
      addresses += 1;
      const address = `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
      const client = new TestClient(url, { "x-forwarded-for": address });
      const login = `${label}-${start + k}@bench.example.com`;
      const res = await client.post("/api/auth/signup", { login, password: "bench-password-1" });
      if (res.status !== 201) throw new Error(`sign-up of ${login} answered ${res.status}: ${describe(res)}`);
      return client;
    });
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

/** A registrant for the bench conferences (ID numbers required), one new person per call. */
export function registrant(participantTypeId: number, workshopIds: number[], clientTotal: number) {
  const n = people + 1;
  return {
    name: `压测${n}`,
    gender: 1,
    idNumber: nextIdNumber(),
    unit: "基准测试大学",
    email: `bench${n}@example.com`,
    phone: `139${String(n).padStart(8, "0")}`,
    participantTypeId,
    workshopIds,
    clientTotal,
  };
}

/** The total the server charges for such a registration: what it answers (409 FEE_CHANGED) to total 0. */
export async function quotedTotal(
  client: TestClient,
  conferenceId: number,
  typeId: number,
  workshopIds: number[],
) {
  const res = await client.post<{ code: string; details: { total: number } }>(
    `/api/conferences/${conferenceId}/registrations`,
    registrant(typeId, workshopIds, 0),
  );
  if (res.status !== 409 || res.body.code !== "FEE_CHANGED") {
    throw new Error(`fee probe answered ${res.status}: ${describe(res)}`);
  }
  return res.body.details.total;
}

export function errorCode(res: Reply): string {
  const body = res.body as { code?: string } | string;
  return `${res.status} ${typeof body === "object" ? (body.code ?? "") : ""}`.trim();
}

export const describe = (res: Reply) => JSON.stringify(res.body).slice(0, 300);
