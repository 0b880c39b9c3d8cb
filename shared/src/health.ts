export type DependencyName = 'database' | 'temporal' | 'blobStorage';

export interface DependencyHealth {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface HealthReport {
  ok: boolean;
  dependencies: Record<DependencyName, DependencyHealth>;
}
