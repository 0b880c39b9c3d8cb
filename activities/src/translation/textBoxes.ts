/**
 * Word stores a text box twice: the copy Word and LibreOffice show (`mc:Choice Requires="wps"`, inside a drawing) and
 * a legacy VML copy for old readers (`mc:Fallback`, `v:textbox`). Apertium's docx deformatter treats a drawing as
 * formatting, so only the fallback copy was translated, and the text box the user sees stayed in the source language
 * (issue 30). After the translation, each shown copy gets the translated fallback's content, text box by text box,
 * when both copies hold as many text boxes; otherwise the part is left as it is.
 */
const ALTERNATE_CONTENT = /<mc:AlternateContent(?:\s[^>]*)?>[\s\S]*?<\/mc:AlternateContent>/g;
const CHOICE = /<mc:Choice(?:\s[^>]*)?>[\s\S]*?<\/mc:Choice>/;
const FALLBACK = /<mc:Fallback(?:\s[^>]*)?>[\s\S]*?<\/mc:Fallback>/;
const TEXT_BOX_CONTENT = /<w:txbxContent(?:\s[^>]*)?>[\s\S]*?<\/w:txbxContent>/g;

export function syncTextBoxes(xml: string): string {
  if (!xml.includes('w:txbxContent')) return xml;
  return xml.replace(ALTERNATE_CONTENT, (alternate) => {
    const choice = CHOICE.exec(alternate)?.[0];
    const fallback = FALLBACK.exec(alternate)?.[0];
    if (!choice || !fallback) return alternate;
    const translated = fallback.match(TEXT_BOX_CONTENT) ?? [];
    const shown = choice.match(TEXT_BOX_CONTENT) ?? [];
    if (shown.length === 0 || shown.length !== translated.length) return alternate;
    let index = 0;
    return alternate.replace(choice, choice.replace(TEXT_BOX_CONTENT, () => translated[index++]!));
  });
}
