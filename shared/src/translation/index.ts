export * from './languages';
export * from './files';
export * from './messages';
export * from './payloads';
export * from './schemas';
export * from './numberCheck';
export * from './definedTerms';
export * from './texts';
