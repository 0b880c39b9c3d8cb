import { Router } from 'express';
import type { Sequelize } from 'sequelize';
import type { ContainerClient } from '@azure/storage-blob';
import type { DependencyHealth, DependencyName, HealthReport } from '@arcline/shared';
import { pingDatabase } from '@arcline/shared/data';
import type { TemporalHandle } from '../../temporal';
import { sequelizeSql } from '../../db/sequelizeSql';

export interface HealthDeps {
  sequelize: Sequelize;
  temporal: TemporalHandle;
  blobs: ContainerClient;
}

const CHECK_TIMEOUT_MS = 3000;

async function check(probe: () => Promise<unknown>): Promise<DependencyHealth> {
  const started = performance.now();
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref()),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (error as Error).message };
  }
}

/** `GET /api/health`: public, reports each dependency; 503 when any is down so load balancers can act. */
export function healthRouter(deps: HealthDeps): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const dependencies: Record<DependencyName, DependencyHealth> = {
      database: await check(() => pingDatabase(sequelizeSql(deps.sequelize))),
      temporal: await check(() => deps.temporal.connection.healthService.check({})),
      blobStorage: await check(() => deps.blobs.getProperties()),
    };
    const report: HealthReport = { ok: Object.values(dependencies).every((d) => d.ok), dependencies };
    res.status(report.ok ? 200 : 503).json(report);
  });
  return router;
}
