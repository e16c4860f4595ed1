import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/** The real servers the tests talk to (an SMTP server, an OpenID provider), each a Node script in this folder. */
export const TEST_SERVERS_DIR = dirname(fileURLToPath(import.meta.url));

export interface ServerProcess<Info> {
  /** What the script printed first, once listening (its address). */
  info: Info;
  /** The next JSON line the script prints (e.g. a received mail). */
  nextLine<T = unknown>(timeoutMs?: number): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts `node <script>` as a child process with extra environment and waits for its first stdout line, a JSON
 * object; every further line is one JSON event. A script that exits early fails the start with its stderr.
 */
export async function startServerProcess<Info>(script: string, env: Record<string, string> = {}): Promise<ServerProcess<Info>> {
  const child = spawn(process.execPath, [join(TEST_SERVERS_DIR, script)], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const queued: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on("line", (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else queued.push(line);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}): ${stderr.slice(-2000)}`))),
  );
  exited.catch(() => {});

  function nextLine<T>(timeoutMs = 10_000): Promise<T> {
    const line = queued.length
      ? Promise.resolve(queued.shift()!)
      : new Promise<string>((resolve, reject) => {
          const waiter = (text: string) => {
            clearTimeout(timer);
            resolve(text);
          };
          const timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new Error(`${script}: no output within ${timeoutMs} ms`));
          }, timeoutMs);
          waiting.push(waiter);
        });
    return Promise.race([line, exited]).then((text) => JSON.parse(text) as T);
  }

  const info = await nextLine<Info>(20_000);
  return {
    info,
    nextLine,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      // A server still holding a keep-alive connection does not get to delay the test run.
      const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await gone;
      clearTimeout(force);
    },
  };
}
