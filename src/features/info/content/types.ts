/**
 * The long texts of the information pages, one module per language (en.ts, cn.ts, fr.ts) loaded only
 * when a page needs it. Text may hold links written `[label](/path)`, `[label](tel:…)` or
 * `[label](mailto:…)`; app paths are unprefixed and get the page's locale.
 */

/** A paragraph, a list, a callout or a run of questions with their answers. */
export type Block =
  | string
  | { list: string[]; ordered?: boolean }
  | { note: string }
  | { qa: { q: string; a: Block[] }[] };

export interface DocSection {
  /** Anchor of the section (stable across languages, so links can point at it). */
  id: string;
  title: string;
  blocks: Block[];
}

/** A long page: the title comes from locales/*.json (info.titles), the rest from here. */
export interface InfoDocument {
  lead: string;
  /** A line under the lead, e.g. the effective date. */
  meta?: string;
  sections: DocSection[];
}

export interface QuestionAndAnswer {
  q: string;
  a: Block[];
}

export interface InfoContent {
  aboutUs: InfoDocument;
  paymentPolicy: InfoDocument;
  privacyPolicy: InfoDocument;
  returnPolicy: InfoDocument;
  termsOfService: InfoDocument;
  deliverySchedule: {
    lead: string;
    /** How next-day delivery works, one rule a line. */
    rules: string[];
    /** Areas outside the table. */
    outerAreas: string;
    pickupLead: string;
    pickupRules: string[];
    faq: QuestionAndAnswer[];
  };
  contactUs: {
    lead: string;
    serviceBody: string;
    warehousesLead: string;
    /** Where to go for common questions. */
    help: { title: string; body: string }[];
  };
  appDownload: {
    promo: string;
    benefits: string[];
    note: string;
  };
}
