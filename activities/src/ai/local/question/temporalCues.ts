/**
 * What a column says about time, as whole phrases: the classifier's words miss them, because their parts are function
 * words ("as of", "on", "from") or ambiguous alone ("in force" is the start in "comes into force" and the end in "in
 * force until"). Each cue is one more feature, so the three date categories (signed, effective, expiring) are told
 * apart by what the question asks about rather than by the words a training phrasing happened to use.
 */

const CUES: { feature: string; pattern: RegExp }[] = [
  // The start of the agreement's effect: "comes into force", "takes effect", "becomes effective", "commences", "as of when".
  {
    feature: '__start',
    pattern:
      /\b(?:(?:come|comes|came|coming|enter|enters|entered|entering|go|goes|went|brought|put)\s+in(?:to)?\s+(?:force|effect|operation)|(?:entry|entries)\s+into\s+(?:force|effect|operation)|(?:tak(?:e|es|en|ing)|ha(?:ve|s|d))\s+effect|becom(?:e|es|ing)\s+(?:effective|operative|binding)|effective|effectiveness|commenc\w*|start\w*|begin\w*|began|begun|inception|operative|go[- ]live|(?:from|since|as\s+of|with\s+effect\s+from)\s+(?:when|(?:what|which)\s+(?:date|day|time)))\b/u,
  },
  // Its end: "expires", "ends", "in force until", "lapses" (dropped when the column asks what follows it, `__afterEnd`).
  // "End the agreement" is a party terminating it, not its end.
  {
    feature: '__end',
    pattern: /\b(?:expir\w*|(?:end|ends|ending|ended)(?!\s+(?:the|this|its|their|an?)\s+(?:agreement|contract|relationship|arrangement))|lapse\w*|ceas\w*|until|till|run\s+out|runs\s+out)\b/u,
  },
  // Its making: "signed", "executed", "dated", "made", "entered into" (an agreement, not into force), "concluded".
  {
    feature: '__signed',
    pattern: /\b(?:sign(?:ed|ing|ature)?|execut(?:ed|ion)|dated|made|conclu(?:ded|sion)|entered\s+into(?!\s+(?:force|effect|operation)))\b/u,
  },
  // What follows the end, not when it comes: "after termination", "once the agreement ends", "upon expiry", "post-termination",
  // what survives, transition and wind-down.
  {
    feature: '__afterEnd',
    pattern:
      /\b(?:after|once|following|upon|post|subsequent\s+to|on\s+or\s+after)[-\s]+(?:(?:the|this|its|any|such|an?|agreement|contract|term|has|have|is|been|it|being|early)\s+)*(?:end\w*|expir\w*|terminat\w*|lapse\w*|ceas\w*|cancel\w*|over|come\s+to\s+an\s+end|wind(?:ing)?[-\s]down)\b|\b(?:surviv\w*|wind(?:ing)?[-\s]down|transition\w*|sell[-\s]off)\b/u,
  },
  // A point in time is asked for: "date", "day", "when", "as of", "since", a name ending in "on" or "as of" ("Signed on").
  { feature: '__when', pattern: /\b(?:dates?|dated|day|when|since|as\s+of)\b|\b(?:on|as\s+of|from)\s*[?.]?\s*$/u },
];

/** "In force", "in effect" alone: the start ("Date in force"), unless the column asks until when ("in force until"). */
const IN_FORCE = /\bin\s+(?:force|effect)\b/u;

/** The temporal cue features of a column's name or question. */
export function temporalCueFeatures(text: string): string[] {
  const lower = text.toLowerCase();
  let features = CUES.filter(({ pattern }) => pattern.test(lower)).map(({ feature }) => feature);
  // "What must a party do once the agreement ends?" asks what follows the end, not when it is: the end is not the subject.
  if (features.includes('__afterEnd')) features = features.filter((feature) => feature !== '__end');
  if (IN_FORCE.test(lower) && !features.includes('__end') && !features.includes('__start')) features.push('__start');
  return features;
}
