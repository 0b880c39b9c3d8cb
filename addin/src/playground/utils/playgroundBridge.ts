import { PLAYGROUND_PLANT_FAILURE_PARAM } from '@arcline/shared';
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

/**
 * `/playground?plantFailingSelfTest=N` puts a case that must fail at position N of /tests, to see Run all stop at it
 * (the browser test does); the pane reads it from the playground page around it.
 */
export function plantedSelfTestFailureFromParent(): number | null {
  const value = new URLSearchParams(window.parent.location.search).get(PLAYGROUND_PLANT_FAILURE_PARAM);
  const index = value === null ? Number.NaN : Number(value);
  return Number.isInteger(index) && index >= 0 ? index : null;
}
