import { Readable } from 'node:stream';

/** What a command reads and writes, so it runs the same in a terminal and inside a test. */
export interface CliIo {
  /** Writes to standard output, as is (add the newline). */
  out: (text: string) => void;
  /** Writes to standard error, as is (add the newline). */
  err: (text: string) => void;
  /** Standard input; `isTTY` is true at a terminal. */
  stdin: Readable & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** The folder relative paths are read from. */
  cwd: string;
}

/** A command: its arguments (without node and the script) in, its exit status out. */
export type CliMain = (argv: string[], io: CliIo) => Promise<number>;

/** Ends a command early with `status`, after writing `message` to standard error. */
export class CliExit extends Error {
  constructor(
    readonly status: number,
    message = '',
  ) {
    super(message);
  }
}

/** The process's own streams, environment and folder. */
export function processIo(): CliIo {
  return {
    out: (text) => void process.stdout.write(text),
    err: (text) => void process.stderr.write(text),
    stdin: process.stdin,
    env: process.env,
    cwd: process.cwd(),
  };
}

/** Runs `main` with `argv` and `io`; a CliExit becomes its status and message. */
export async function runMain(main: CliMain, argv: string[], io: CliIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (error) {
    if (!(error instanceof CliExit)) throw error;
    if (error.message) io.err(`${error.message}\n`);
    return error.status;
  }
}

/** A script's last line: runs `main` as the process's command and exits with its status. */
export async function runAsProcess(main: CliMain): Promise<void> {
  const status = await runMain(main, process.argv.slice(2), processIo());
  // Exits at once, as the command did when it was the whole script: a storage pool or a
  // watcher left open must not keep a finished command waiting.
  process.exit(status);
}

/**
 * Runs `main` in this process, as a test does: `input` is piped standard input (no terminal);
 * what it writes is collected.
 */
export async function runInProcess(
  main: CliMain,
  argv: string[],
  options: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<{ status: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    stdin: Readable.from(options.input === undefined ? [] : [options.input]),
    env: options.env ?? process.env,
    cwd: options.cwd ?? process.cwd(),
  };
  const status = await runMain(main, argv, io);
  return { status, out, err };
}
