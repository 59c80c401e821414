/** How the tour prints: numbered headings, indented notes, dimmed log lines; colour only on a terminal. */
import type { PaxosTypes } from "paxos-sdk";

const colour = process.stdout.isTTY === true && !process.env.NO_COLOR;
const paint = (code: string) => (text: string) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text);
const bold = paint("1");
const dim = paint("2");
const cyan = paint("36");

let step = 0;

/** Starts a numbered section of the tour. */
export function heading(title: string, what: string): void {
  step++;
  console.log(`\n${bold(cyan(`${step}. ${title}`))}`);
  console.log(dim(what));
}

/** An indented line of output. */
export function say(text = ""): void {
  console.log(text ? `  ${text}` : "");
}

/** A line of code, as the newcomer would write it. */
export function code(text: string): void {
  for (const line of text.split("\n")) console.log(`  ${dim("│")} ${line}`);
}

/** A logger that shows the SDK's own log lines inside the tour, dimmed. */
export const tourLogger: PaxosTypes.Logger = {
  debug: (message) => console.log(`    ${dim(message)}`),
  info: (message) => console.log(`    ${dim(message)}`),
  warn: (message) => console.log(`    ${dim(message)}`),
  error: (message) => console.log(`    ${dim(message)}`),
};

export { bold, dim };
