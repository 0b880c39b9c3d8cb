import { spawn } from 'node:child_process';

export interface RunCommandOptions {
  env?: NodeJS.ProcessEnv;
  timeoutMs: number;
}

export class CommandFailedError extends Error {}

/** Runs a program without a shell; resolves with its stdout, rejects with its stderr when it fails or times out. */
export function runCommand(command: string, args: string[], options: RunCommandOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], timeout: options.timeoutMs });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => reject(new CommandFailedError(`${command} could not be started: ${error.message}`, { cause: error })));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(stdout).toString('utf8'));
      else {
        const reason = signal ? `was stopped by ${signal}` : `exited with ${code}`;
        reject(new CommandFailedError(`${command} ${args.join(' ')} ${reason}: ${Buffer.concat(stderr).toString('utf8').trim()}`));
      }
    });
  });
}
