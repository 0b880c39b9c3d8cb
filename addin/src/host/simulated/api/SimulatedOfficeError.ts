import { WORD_SEARCH_MAX_CHARS } from '@arcline/shared';

/** An error as Office.js raises it: an OfficeExtension.Error with a code and debug info. */
export class SimulatedOfficeError extends Error {
  override readonly name = 'RichApi.Error';
  readonly debugInfo: { code: string; message: string; errorLocation?: string };

  constructor(
    readonly code: string,
    message: string,
    errorLocation?: string,
  ) {
    super(message);
    this.debugInfo = { code, message, ...(errorLocation ? { errorLocation } : {}) };
  }
}

export const officeErrors = {
  propertyNotLoaded: (property: string) =>
    new SimulatedOfficeError(
      'PropertyNotLoaded',
      `The property '${property}' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`,
    ),
  valueNotLoaded: () =>
    new SimulatedOfficeError(
      'ValueNotLoaded',
      'The value of the result object has not been loaded yet. Before reading the value property, call "context.sync()" on the associated request context.',
    ),
  itemNotFound: (location: string) => new SimulatedOfficeError('ItemNotFound', 'The requested resource doesn\'t exist.', location),
  invalidArgument: (location: string) =>
    new SimulatedOfficeError('InvalidArgument', 'The argument is invalid or missing or has an incorrect format.', location),
  generalException: (location: string, message: string) => new SimulatedOfficeError('GeneralException', message, location),
};

/** Word refuses search texts longer than it can search; passes `within` through when the text is fine. */
export function checkSearchText<T>(searchText: string, within: T): T {
  if (searchText.length > WORD_SEARCH_MAX_CHARS) throw officeErrors.invalidArgument('search');
  return within;
}
