import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type AdvertiserRow,
  affiliateCodeTaken,
  allAdvertiserIds,
  type CompanyPatch,
  countAdvertisers,
  existingAdvertiserIds,
  findAdvertiserById,
  findAdvertiserIdByAffiliateCode,
  insertAdvertiser,
  lockAdvertiser,
  updateAdvertiserCompany,
  updateAdvertiserReferrer,
} from './advertisers.repository.ts';

export type { AdvertiserRow } from './advertisers.repository.ts';

// No 0/O, 1/I/L: codes are read aloud and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newAffiliateCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

export class AdvertisersService {
  /** A new advertiser, created at `input.createdAt` (the caller's clock: "Member since" reads it). */
  async create(
    db: Executor,
    input: { companyName: string; companyEmail: string; createdAt: Date },
  ): Promise<AdvertiserRow> {
    let affiliateCode = newAffiliateCode();
    // 31^8 ≈ 8.5e11 codes: a clash is rare; look before inserting so the transaction is never aborted by one.
    while (await affiliateCodeTaken(db, affiliateCode)) affiliateCode = newAffiliateCode();
    return insertAdvertiser(db, { ...input, affiliateCode });
  }

  async get(db: Executor, id: string): Promise<AdvertiserRow> {
    const row = await findAdvertiserById(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The advertiser locked until the transaction ends (404 when unknown): changes to it cannot race. */
  async lock(tx: Executor, id: string): Promise<AdvertiserRow> {
    const row = await lockAdvertiser(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Every advertiser's id, oldest first (a news broadcast to all). */
  allIds(db: Executor): Promise<string[]> {
    return allAdvertiserIds(db);
  }

  count(db: Executor): Promise<number> {
    return countAdvertisers(db);
  }

  /** The given ids that are not advertisers (none: all of them are). */
  async unknownIds(db: Executor, ids: readonly string[]): Promise<string[]> {
    const known = new Set(await existingAdvertiserIds(db, ids));
    return ids.filter((id) => !known.has(id));
  }

  async idByAffiliateCode(db: Executor, code: string): Promise<string | undefined> {
    return findAdvertiserIdByAffiliateCode(db, code);
  }

  async updateCompany(db: Executor, id: string, patch: CompanyPatch): Promise<AdvertiserRow> {
    return updateAdvertiserCompany(db, id, patch);
  }

  async setReferrer(db: Executor, id: string, referrerId: string, at: Date): Promise<AdvertiserRow> {
    return updateAdvertiserReferrer(db, id, referrerId, at);
  }
}
