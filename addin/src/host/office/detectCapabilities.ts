import { WORD_API_NEWEST_MINOR_VERSION, WORD_API_REQUIREMENTS } from '@arcline/shared';
import type { HostCapabilities } from '@arcline/web';
import type { OfficeApi } from './wordApi';

type Requirements = OfficeApi['Office']['context']['requirements'];

/** Which WordApi requirement sets this Word supports, and in words what it lacks. */
export function detectCapabilities(requirements: Requirements): HostCapabilities {
  let wordApiMinorVersion = 0;
  while (wordApiMinorVersion < WORD_API_NEWEST_MINOR_VERSION && requirements.isSetSupported('WordApi', `1.${wordApiMinorVersion + 1}`)) {
    wordApiMinorVersion += 1;
  }
  const has = (feature: keyof typeof WORD_API_REQUIREMENTS) => wordApiMinorVersion >= WORD_API_REQUIREMENTS[feature].minorVersion;
  const features = { reviewedText: has('reviewedText'), paragraphEvents: has('paragraphEvents'), uniqueLocalId: has('uniqueLocalId'), trackedChanges: has('trackedChanges') };
  const missing = (Object.keys(features) as Array<keyof typeof features>).filter((feature) => !features[feature]).map((feature) => WORD_API_REQUIREMENTS[feature].missing);
  return { wordApiMinorVersion, ...features, missing };
}
