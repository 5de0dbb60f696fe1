/** An event of a Chromium trace (page.tracing), as bench/web-trace.ts and bench/web-tasks.ts read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time, where the event records it. */
  tdur?: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each event kind has arguments of its own
  args?: any;
}
