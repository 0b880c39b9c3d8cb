import type { OfficeApi } from '../../host/office/wordApi';

/**
 * How the embedded task pane reaches the playground's simulated Word: the page sets it on its window, the pane (an
 * iframe of the same origin) reads it from its parent, as a real task pane reaches Word through Office.js.
 */
interface PlaygroundWindow {
  arclinePlaygroundOffice?: OfficeApi;
}

export function providePlaygroundOffice(office: OfficeApi): void {
  (window as PlaygroundWindow).arclinePlaygroundOffice = office;
}

export function playgroundOfficeFromParent(): OfficeApi | null {
  return (window.parent as PlaygroundWindow).arclinePlaygroundOffice ?? null;
}
