/** Types of start-mail-catcher.mjs (plain JavaScript so scripts/start.mjs can import it). */
export interface RunningMailCatcher {
  smtpUrl: string;
  inboxUrl: string;
  smtpPort: number;
  webPort: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;

export function startMailCatcher(options: { directory: string; onOutput?: (line: string) => void; timeoutMs?: number }): Promise<RunningMailCatcher>;
