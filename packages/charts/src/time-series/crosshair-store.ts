/** Where the crosshair is: a point time, its x in CSS pixels inside the plot, and who moved it. */
export interface CrosshairState {
  time: number;
  x: number;
  /** Moved by the keyboard: the live region announces the values. */
  keyboard: boolean;
}

/**
 * A tiny external store for the crosshair, so a pointer move re-renders the tooltip overlay only,
 * never the chart or its canvas.
 */
export class CrosshairStore {
  private state: CrosshairState | null = null;
  private readonly listeners = new Set<() => void>();

  get = (): CrosshairState | null => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(next: CrosshairState | null): void {
    const current = this.state;
    if (
      current === next ||
      (current &&
        next &&
        current.time === next.time &&
        current.x === next.x &&
        current.keyboard === next.keyboard)
    ) {
      return;
    }
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
