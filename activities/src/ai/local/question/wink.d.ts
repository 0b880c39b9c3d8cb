// The wink packages ship no types; these are the parts used (both are CommonJS modules exporting one value).
declare module 'wink-lemmatizer' {
  const lemmatizer: { noun(word: string): string; verb(word: string): string; adjective(word: string): string };
  export = lemmatizer;
}
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string;
  export = stem;
}
