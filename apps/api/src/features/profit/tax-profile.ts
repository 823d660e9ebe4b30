import type { TaxProfileAttributes } from '@sorted/core/contract/profit';
import type { TaxProfileInput } from '@sorted/core/schemas/tax-profile';
import { isResidency } from '@sorted/core/tax/individual-tax';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { businessesOf, personOf, saveBusinessTax, savePerson } from '../../repositories/profit.repository.ts';
import { businessProfile } from './set-aside.ts';

/** The person's residency and Medicare levy, and how each of their (live) businesses is taxed. */
export async function taxProfileOf(db: Kysely<Database>, userId: number): Promise<TaxProfileAttributes> {
  const [person, businesses] = await Promise.all([personOf(db, userId), businessesOf(db, userId)]);
  return {
    residency: isResidency(person.residency) ? person.residency : 'resident',
    medicare_levy: person.medicare_levy,
    businesses: businesses.filter((business) => !business.archived).map(businessProfile),
  };
}

/** Saves what a change names, all or nothing: a business that is not the user's is not found (404). */
export async function saveTaxProfile(
  db: Kysely<Database>,
  userId: number,
  input: TaxProfileInput,
): Promise<TaxProfileAttributes> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (input.residency !== undefined || input.medicare_levy !== undefined) {
      const current = await personOf(trx, userId);
      await savePerson(
        trx,
        userId,
        {
          residency: input.residency ?? current.residency,
          medicare_levy: input.medicare_levy ?? current.medicare_levy,
        },
        now,
      );
    }
    for (const business of input.businesses ?? []) {
      const saved = await saveBusinessTax(
        trx,
        userId,
        business.id,
        {
          business_type: business.business_type,
          // Only a partnership has a share; the rate is kept, so that a switch back finds it.
          partnership_share_percent:
            business.business_type === 'partnership' ? business.partnership_share_percent : null,
          company_tax_rate: business.company_tax_rate,
        },
        now,
      );
      if (!saved) throw notFound();
    }
  });
  return taxProfileOf(db, userId);
}
