/** `npm install` runs this once the packages are in place: it provides what npm cannot (the Temporal CLI). */
import { ensureTemporalCli } from './stack/temporalCli';

const step = (text: string) => console.log(`[arcline setup] ${text}`);

step('checking the Temporal CLI');
try {
  const cli = ensureTemporalCli(step);
  step(`Temporal CLI: ${cli}`);
} catch (error) {
  step((error as Error).message);
  process.exit(1);
}
step('done. Start everything with `npm start`, run the tests with `npm test`.');
