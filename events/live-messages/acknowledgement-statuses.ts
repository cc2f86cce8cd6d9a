// A live message's acknowledgement statuses (spec §3, §4 "Acknowledgement"), a value the browser
// imports too (docs/architecture.md "Boundaries"): this module imports nothing.

export const acknowledgementStatuses = ['UNACKNOWLEDGED', 'GOT_IT', 'THANK_YOU', 'CONFUSED', 'NO'] as const;
export type AcknowledgementStatus = (typeof acknowledgementStatuses)[number];
