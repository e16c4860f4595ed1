// What one captcha attempt costs a bot: solves N proof-of-work challenges made as the server makes them (altcha-lib,
// PBKDF2-SHA-256 × 1000, counter drawn in [0, D]) with Node's native PBKDF2, single lane, and prints the CPU time.
// Usage: node bench/captcha-bot.mjs [attempts=20] [difficulty=4000]   (docs/security.md quotes its output)
import { createRequire } from "node:module";
import { randomInt } from "node:crypto";

const require = createRequire(new URL("../apps/server/package.json", import.meta.url));
const { createChallenge, solveChallenge } = await import(require.resolve("altcha-lib"));
const { deriveKey } = await import(require.resolve("altcha-lib/algorithms/pbkdf2"));

const attempts = Number(process.argv[2] ?? 20);
const difficulty = Number(process.argv[3] ?? 4000);
const cpu = [];
for (let i = 0; i < attempts; i += 1) {
  const challenge = await createChallenge({ algorithm: "PBKDF2/SHA-256", cost: 1000, counter: randomInt(0, difficulty + 1), deriveKey });
  const before = process.cpuUsage();
  const solution = await solveChallenge({ challenge: { parameters: challenge.parameters }, deriveKey });
  const used = process.cpuUsage(before);
  if (!solution) throw new Error("not solved");
  cpu.push((used.user + used.system) / 1e6);
}
cpu.sort((a, b) => a - b);
const mean = cpu.reduce((a, b) => a + b, 0) / cpu.length;
console.log(`difficulty ${difficulty}, ${attempts} attempts: CPU per attempt mean ${mean.toFixed(3)} s, median ${cpu[cpu.length >> 1].toFixed(3)} s, max ${cpu.at(-1).toFixed(3)} s`);
