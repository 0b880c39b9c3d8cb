/**
 * Nynorsk or Bokmål (issue 30): eld knows one Norwegian, and Nynorsk text read as Bokmål was mistranslated ("i kvar
 * månad" → "i rolig månad"). The written forms that differ between the two standards decide: words only Nynorsk
 * writes (ikkje, eg, kva, kvar, frå, berre, mykje, eit, ein, vere, månad, seljar, -leg, -ane…) against their Bokmål
 * forms (ikke, jeg, hva, hver, fra, bare, mye, et, en, være, måned, selger, -lig, -ene…).
 */
const NYNORSK = new Set([
  'ikkje', 'eg', 'ho', 'kva', 'kven', 'korleis', 'kvifor', 'kvar', 'kvart', 'kvarandre', 'nokon', 'noko', 'nokre', 'berre', 'mykje', 'frå', 'òg',
  'vere', 'vore', 'vart', 'blei', 'eit', 'ein', 'desse', 'sjølv', 'heile', 'fleire', 'sidan', 'difor', 'utan', 'saman', 'innan',
  'seinast', 'seinare', 'månad', 'månader', 'månadar', 'månaders', 'månadane', 'veke', 'veker', 'seljar', 'seljaren', 'kjøpar', 'kjøparen',
  'leigetakar', 'leigetakaren', 'utleigar', 'leige', 'leiga', 'avtala', 'vilkåra', 'partane', 'dagar', 'dagane', 'timar', 'verksemd', 'tilsett',
  'tilsette', 'arbeidstakaren', 'gjeld', 'gjer', 'gjere', 'skriftleg', 'ansvarleg', 'vesentleg', 'eigen', 'eige', 'eigar', 'eigaren', 'høve',   'betalast', 'kjem', 'kome', 'teke', 'tek', 'fekk', 'teieplikt', 'oppseiing', 'oppseiinga', 'dei', 'deira',
  'utgjer', 'meir', 'seinst', 'eikvar', 'avgrensa', 'underlagd', 'skuldige', 'skuldig', 'lova', 'seie', 'jamfør',
]);
const BOKMAL = new Set([
  'ikke', 'jeg', 'hun', 'hva', 'hvem', 'hvordan', 'hvorfor', 'hver', 'hvert', 'hverandre', 'noen', 'noe', 'bare', 'mye', 'fra', 'være', 'vært',
  'ble', 'et', 'en', 'disse', 'selv', 'hele', 'flere', 'mer', 'siden', 'derfor', 'uten', 'sammen', 'innen', 'senest', 'senere', 'måned', 'måneder',
  'måneders', 'månedene', 'uke', 'uker', 'selger', 'selgeren', 'kjøper', 'kjøperen', 'leietaker', 'leietakeren', 'utleier', 'leie', 'leien',
  'avtalen', 'vilkårene', 'partene', 'dager', 'dagene', 'timer', 'virksomhet', 'ansatt', 'ansatte', 'arbeidstakeren', 'gjelder', 'gjør', 'gjøre',
  'skriftlig', 'ansvarlig', 'vesentlig', 'egen', 'eie', 'eier', 'eieren', 'betales', 'kommer', 'komme', 'tar', 'fikk', 'taushetsplikt',
  'oppsigelse', 'oppsigelsen', 'de', 'deres', 'hvis', 'utgjør', 'begrenset', 'ifølge',
]);

/** Endings only one standard writes: -leg/-lig, -leik/-het, passive -ast/-es, -ande/-ende, plural -ar/-er. */
const NYNORSK_ENDINGS = [/..leg(e|t)?$/u, /..leik(en)?$/u, /....ast$/u, /...ande$/u, /....ar(ne)?$/u, /...ane$/u];
const BOKMAL_ENDINGS = [/..lig(e|t)?$/u, /..het(en)?$/u, /...ende$/u];

/** Nynorsk words and endings minus Bokmål ones: above 0 reads as Nynorsk. */
export function nynorskScore(text: string): number {
  let score = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (NYNORSK.has(word)) score += 1;
    else if (BOKMAL.has(word)) score -= 1;
    else if (NYNORSK_ENDINGS.some((ending) => ending.test(word))) score += 1;
    else if (BOKMAL_ENDINGS.some((ending) => ending.test(word))) score -= 1;
  }
  return score;
}

export const isNynorsk = (text: string) => nynorskScore(text) > 0;
