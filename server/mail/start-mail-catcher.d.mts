/** Types of start-mail-catcher.mjs (plain JavaScript so scripts/start.mjs can import it). */
export interface RunningMailCatcher {
  smtpUrl: string;
  inboxUrl: string;
  smtpPort: number;
  webPort: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;

/** `pickPort`: how a port is chosen (default `freePort`); a start whose MailDev stops at once is tried again on new ports, three times in all. */
export function startMailCatcher(options: { directory: string; onOutput?: (line: string) => void; timeoutMs?: number; pickPort?: () => Promise<number> }): Promise<RunningMailCatcher>;
