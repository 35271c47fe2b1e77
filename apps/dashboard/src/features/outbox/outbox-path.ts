/** The delivery outbox screen (ours, issue 17), for organisation administrators. */
export const OUTBOX_PATH = '/OneView/outbox';
