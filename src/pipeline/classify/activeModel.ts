/**
 * The classifier version in use in this process follows the database: each pipeline step asks which version is
 * active (one indexed read) and loads it when it changed, so a retraining or a rollback in the back office reaches
 * every worker at its next run, without a restart. No active version: the model file shipped in the repo.
 */
import type { Db } from '../../db/connection.ts';
import { activeModel, activeModelVersion } from '../../db/queries/classifierModels.ts';
import { bundledModelVersion, getModelVersion, useModel } from './bundledModel.ts';
import type { StoredModel } from './ml/model.ts';

export async function refreshActiveModel(db: Db): Promise<string> {
  const wanted = await activeModelVersion(db);
  const current = getModelVersion();
  if (wanted === null) {
    if (current !== (bundledModelVersion() ?? current)) useModel(null);
    return getModelVersion();
  }
  if (wanted === current) return current;
  const row = await activeModel(db);
  if (row) useModel(row.model as unknown as StoredModel);
  return getModelVersion();
}
