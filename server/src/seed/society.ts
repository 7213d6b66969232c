import { putAppSetting } from "#db/app-settings";
import type { AppSettingValues } from "#db/tables/app-settings";
import type { SeedContext } from "./context";

/** The demo society: a fictional learned society with made-up (well-formed) numbers. */
export const demoSociety: AppSettingValues["society"] = {
  name: { zh: "中国智能自动化学会", en: "Chinese Society for Intelligent Automation" },
  shortName: "CSIA",
  taxpayerNumber: "51100000MJ0012345X",
  address: {
    zh: "北京市海淀区中关村东路95号",
    en: "95 Zhongguancun East Road, Haidian District, Beijing 100190, China",
  },
  phone: "010-82541234",
};

const bankAccounts: AppSettingValues["bankAccounts"] = {
  domestic: {
    accountName: "中国智能自动化学会",
    bank: "中国工商银行北京海淀西区支行",
    accountNumber: "0200 0049 0920 0123 456",
  },
  international: {
    beneficiary: "Chinese Society for Intelligent Automation",
    beneficiaryAddress: "95 Zhongguancun East Road, Haidian District, Beijing 100190, China",
    bank: "Bank of China, Beijing Haidian Sub-branch",
    bankAddress: "No. 1 Zhongguancun Street, Haidian District, Beijing, China",
    swift: "BKCHCNBJ110",
    accountNumber: "3456 5878 9012",
  },
};

export async function seedSociety(ctx: SeedContext, at: string): Promise<void> {
  await putAppSetting(ctx.db, "society", demoSociety, at);
  await putAppSetting(ctx.db, "bankAccounts", bankAccounts, at);
  await putAppSetting(ctx.db, "supportEmail", "conference@example.org", at);
}
