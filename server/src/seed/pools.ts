/** Word lists for the demo people. Realistic, not real. Kept as text so the lists stay compact. */

/** Splits "a/b c/d" (or one item per line when `byLine`) into [a, b] pairs. */
function pairs(text: string, byLine = false): [string, string][] {
  const items = byLine ? text.split("\n") : text.split(/\s+/);
  return items
    .map((item) => item.trim())
    .filter((item) => item !== "")
    .map((item) => {
      const [first = "", second = ""] = item.split("/");
      return [first.trim(), second.trim()];
    });
}

/** [Chinese, pinyin]. */
export const surnames =
  pairs(`王/Wang 李/Li 张/Zhang 刘/Liu 陈/Chen 杨/Yang 黄/Huang 赵/Zhao 吴/Wu 周/Zhou 徐/Xu
  孙/Sun 马/Ma 朱/Zhu 胡/Hu 郭/Guo 何/He 高/Gao 林/Lin 罗/Luo 郑/Zheng 梁/Liang 谢/Xie 宋/Song 唐/Tang 韩/Han
  冯/Feng 邓/Deng 曹/Cao 彭/Peng 曾/Zeng 欧阳/Ouyang 司马/Sima`);

export const maleGiven =
  pairs(`伟/Wei 强/Qiang 磊/Lei 军/Jun 洋/Yang 勇/Yong 杰/Jie 涛/Tao 斌/Bin 超/Chao 明/Ming
  浩然/Haoran 志强/Zhiqiang 建华/Jianhua 晓东/Xiaodong 子轩/Zixuan 宇航/Yuhang 俊杰/Junjie 振宇/Zhenyu 国栋/Guodong
  天翊/Tianyi 鹏飞/Pengfei`);

export const femaleGiven =
  pairs(`芳/Fang 娜/Na 敏/Min 静/Jing 丽/Li 艳/Yan 婷/Ting 雪/Xue 慧/Hui 颖/Ying 晓燕/Xiaoyan
  雨涵/Yuhan 思琪/Siqi 欣怡/Xinyi 佳怡/Jiayi 秀英/Xiuying 梦瑶/Mengyao 诗涵/Shihan 文静/Wenjing 海燕/Haiyan`);

/** [given name, family name]; the gender follows the list (first half female). */
export const foreignWomen =
  pairs(`Emily/Johnson Yuki/Sato Anna/Fischer Priya/Sharma Seo-yeon/Park Olivia/Brown
  Sophie/Martin Chloe/Dubois Elena/Petrova Sara/Lindqvist`);
export const foreignMen =
  pairs(`James/Smith Hiroshi/Tanaka Lukas/Schneider Arjun/Patel Min-jun/Kim Mateo/Garcia
  Luca/Rossi Noah/Williams Ahmed/Hassan Daniel/Cohen`);

/** [Chinese, English]. */
export const units = pairs(
  `清华大学/Tsinghua University
  北京航空航天大学/Beihang University
  上海交通大学/Shanghai Jiao Tong University
  浙江大学/Zhejiang University
  哈尔滨工业大学/Harbin Institute of Technology
  中国科学院自动化研究所/Institute of Automation, Chinese Academy of Sciences
  东北大学/Northeastern University
  华中科技大学/Huazhong University of Science and Technology
  西安交通大学/Xi'an Jiaotong University
  南京大学/Nanjing University
  中国科学技术大学/University of Science and Technology of China
  同济大学/Tongji University
  北京理工大学/Beijing Institute of Technology
  华南理工大学/South China University of Technology
  四川大学/Sichuan University
  山东大学/Shandong University
  中国电子科技集团公司第十四研究所/The 14th Research Institute of CETC
  国网智能电网研究院/State Grid Smart Grid Research Institute`,
  true,
);

export const foreignUnits =
  `University of Oxford|ETH Zurich|National University of Singapore|KAIST|The University of Tokyo|
  Technical University of Munich|University of Toronto|Politecnico di Milano|KTH Royal Institute of Technology|
  Indian Institute of Technology Bombay|University of Melbourne|Delft University of Technology`
    .split("|")
    .map((unit) => unit.trim());

/** [Chinese, English]: the invoice-only conference's paying companies. */
export const companies = pairs(
  `北京智控科技有限公司/Beijing Zhikong Technology Co., Ltd.
  上海云图自动化设备有限公司/Shanghai Yuntu Automation Equipment Co., Ltd.
  深圳市机器视觉技术有限公司/Shenzhen Machine Vision Technology Co., Ltd.
  杭州数联工业软件有限公司/Hangzhou Shulian Industrial Software Co., Ltd.
  武汉光谷智能装备有限公司/Wuhan Optics Valley Intelligent Equipment Co., Ltd.
  成都天府机器人有限公司/Chengdu Tianfu Robotics Co., Ltd.
  南京先进控制系统有限公司/Nanjing Advanced Control Systems Co., Ltd.
  苏州精密传感技术有限公司/Suzhou Precision Sensing Technology Co., Ltd.`,
  true,
);

/** Job titles with the birth years that go with them. */
export type Job = { zh: string; en: string; born: [number, number] };
export const jobs: Job[] = [
  { zh: "教授", en: "Professor", born: [1962, 1980] },
  { zh: "副教授", en: "Associate Professor", born: [1975, 1988] },
  { zh: "讲师", en: "Lecturer", born: [1985, 1994] },
  { zh: "研究员", en: "Research Professor", born: [1965, 1982] },
  { zh: "副研究员", en: "Associate Research Professor", born: [1978, 1990] },
  { zh: "高级工程师", en: "Senior Engineer", born: [1970, 1988] },
  { zh: "工程师", en: "Engineer", born: [1985, 1997] },
  { zh: "博士后", en: "Postdoctoral Researcher", born: [1990, 1996] },
];
export const studentJobs: Job[] = [
  { zh: "博士研究生", en: "PhD Student", born: [1995, 2000] },
  { zh: "硕士研究生", en: "Master's Student", born: [1998, 2002] },
];

export const positions = [
  "课题组长",
  "教研室主任",
  "普通职员",
  "院长",
  "副院长",
  "系主任",
  "所长",
  "实验室主任",
  "项目负责人",
];

/** Region codes (first 6 digits of ID numbers): real administrative divisions. */
export const regionCodes = `110101 110108 310104 310115 440106 440305 320102 330106 420111 510107 610113
  230103 210102 370102 350203 430104`.split(/\s+/);

export const phonePrefixes =
  `130 131 132 133 135 136 137 138 139 150 151 152 155 156 158 159 166 173 177 180 181
  186 187 188 189 191 198 199`.split(/\s+/);

/** Reserved example domains only (RFC 2606): demo data must never reach a real mailbox. */
export const mailDomains = ["example.com", "example.org", "example.net", "mail.example.com"];
