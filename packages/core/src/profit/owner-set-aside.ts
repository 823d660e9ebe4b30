import type { Cents } from '../money/cents.ts';
import type { BusinessType } from '../tax/business.ts';
import type { Residency } from '../tax/individual-tax.ts';
import { type SetAside, setAside, type TaxEstimate } from '../tax/set-aside.ts';
import type { TaxYear } from '../tax/tax-years.ts';

// What one person with several businesses should set aside. A sole trader's profits and a partner's
// shares are the person's own income, taxed together at individual rates (two businesses are not two
// tax-free thresholds); a company is taxed on its own profit at the company rate. GST is owed by each
// registered business for its BAS periods not lodged (gst/bas-obligations.ts).

export const COMPANY_TAX_RATES = ['base', 'full'] as const;
export type CompanyTaxRate = (typeof COMPANY_TAX_RATES)[number];

export interface BusinessTaxProfile {
  companyId: number;
  businessType: BusinessType;
  /** Partnership: the user's share of the profit, 1–100. */
  sharePercent: number | null;
  companyRate: CompanyTaxRate;
  /** The business's profit from 1 July to today (may be a loss). */
  profitSoFar: Cents;
  /** GST to pay for its periods not lodged (gst/bas-obligations.ts's owed); 0 when not registered. */
  gstOwed: Cents;
}

export interface OwnerSetAsideInput {
  year: TaxYear;
  residency: Residency;
  medicareLevy: boolean;
  daysElapsed: number;
  daysInYear: number;
  businesses: readonly BusinessTaxProfile[];
}

export interface OwnerSetAside {
  /** The person's income tax and Medicare levy on their sole-trader profits and partnership shares; null without either. */
  individual: { soFar: TaxEstimate; projected: TaxEstimate } | null;
  companies: { companyId: number; rate: CompanyTaxRate; soFar: TaxEstimate; projected: TaxEstimate }[];
  /** The GST owed by every registered business for its periods not lodged, never below 0 each. */
  gstOwed: Cents;
  /** To keep now: the tax on the profit so far plus the GST owed. */
  total: Cents;
  /** The tax on the year projected (without GST, which is owed period by period). */
  projectedTax: Cents;
}

/** A partner's share of a partnership's profit (or loss), to the cent, halves away from zero. */
export function partnerShare(profit: Cents, sharePercent: number): Cents {
  const magnitude = Math.floor((Math.abs(profit) * sharePercent * 2 + 100) / 200);
  return profit < 0 ? -magnitude : magnitude;
}

export function ownerSetAside(input: OwnerSetAsideInput): OwnerSetAside {
  const common = {
    year: input.year,
    residency: input.residency,
    medicareLevy: input.medicareLevy,
    daysElapsed: input.daysElapsed,
    daysInYear: input.daysInYear,
    gstOwed: 0,
  };
  const personal = input.businesses.filter((business) => business.businessType !== 'company');
  let individual: OwnerSetAside['individual'] = null;
  if (personal.length > 0) {
    const profitSoFar = personal.reduce(
      (total, business) =>
        total +
        (business.businessType === 'partnership'
          ? partnerShare(business.profitSoFar, business.sharePercent ?? 100)
          : business.profitSoFar),
      0,
    );
    const estimate: SetAside = setAside({ ...common, businessType: 'sole-trader', profitSoFar });
    individual = { soFar: estimate.soFar, projected: estimate.projected };
  }
  const companies = input.businesses
    .filter((business) => business.businessType === 'company')
    .map((business) => {
      const estimate = setAside({
        ...common,
        businessType: 'company',
        companyRate: business.companyRate,
        profitSoFar: business.profitSoFar,
      });
      return {
        companyId: business.companyId,
        rate: business.companyRate,
        soFar: estimate.soFar,
        projected: estimate.projected,
      };
    });
  const gstOwed = input.businesses.reduce((total, business) => total + Math.max(0, business.gstOwed), 0);
  const taxSoFar =
    (individual?.soFar.total ?? 0) + companies.reduce((total, company) => total + company.soFar.total, 0);
  const projectedTax =
    (individual?.projected.total ?? 0) +
    companies.reduce((total, company) => total + company.projected.total, 0);
  return { individual, companies, gstOwed, total: taxSoFar + gstOwed, projectedTax };
}
