import { Divider, NavLink, Stack } from '@mantine/core';
import {
  type Icon,
  IconBuildingBank,
  IconBuildingStore,
  IconCalculator,
  IconFileDescription,
  IconFileInvoice,
  IconHomeDollar,
  IconLayoutDashboard,
  IconReceipt,
  IconReceiptTax,
  IconRepeat,
  IconReportMoney,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HoverTooltip } from '../hover-tooltip.tsx';
import classes from './nav-menu.module.css';

interface Item {
  to: string;
  label: string;
  icon: Icon;
  isActive: (pathname: string) => boolean;
}

interface Section {
  label: string | null;
  items: Item[];
}

function NavItem({ item, collapsed, pathname }: { item: Item; collapsed: boolean; pathname: string }) {
  const active = item.isActive(pathname);
  const link = (
    <NavLink
      component={Link}
      to={item.to}
      label={item.label}
      aria-label={collapsed ? item.label : undefined}
      aria-current={active ? 'page' : undefined}
      leftSection={<item.icon size={20} stroke={1.7} />}
      active={active}
      className={collapsed ? `${classes.link} ${classes.iconOnly}` : classes.link}
    />
  );
  if (!collapsed) return link;
  return (
    <HoverTooltip label={item.label} position="right" withArrow>
      {link}
    </HoverTooltip>
  );
}

/**
 * The sidebar's links: Dashboard, My Business (Business, Client), Finance (Invoice, Quotes, Expenses, Bank, BAS when
 * the user has a GST-registered business, Profit & tax, Tax Calculator).
 */
export function NavMenu({ collapsed = false, showBas = false }: { collapsed?: boolean; showBas?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections: Section[] = [
    {
      label: null,
      items: [
        {
          to: '/dashboard/overview',
          label: t('nav.dashboard'),
          icon: IconLayoutDashboard,
          isActive: (path) => path.startsWith('/dashboard'),
        },
      ],
    },
    {
      label: t('nav.myBusiness'),
      items: [
        {
          to: '/company/list',
          label: t('nav.business'),
          icon: IconBuildingStore,
          isActive: (path) => path.startsWith('/company'),
        },
        {
          to: '/client/list',
          label: t('nav.client'),
          icon: IconUsers,
          isActive: (path) => path.startsWith('/client'),
        },
      ],
    },
    {
      label: t('nav.finance'),
      items: [
        {
          to: '/invoice/list',
          label: t('nav.invoice'),
          icon: IconFileInvoice,
          isActive: (path) => path.startsWith('/invoice/') && path !== '/invoice/free',
        },
        {
          to: '/recurring',
          label: t('nav.recurring'),
          icon: IconRepeat,
          isActive: (path) => path.startsWith('/recurring'),
        },
        {
          to: '/quotes',
          label: t('nav.quotes'),
          icon: IconFileDescription,
          isActive: (path) => path === '/quotes' || path.startsWith('/quotes/'),
        },
        {
          to: '/expenses',
          label: t('nav.expenses'),
          icon: IconReceipt,
          isActive: (path) => path.startsWith('/expenses'),
        },
        {
          to: '/bank',
          label: t('nav.bank'),
          icon: IconBuildingBank,
          isActive: (path) => path === '/bank' || path.startsWith('/bank/'),
        },
        ...(showBas
          ? [
              {
                to: '/bas',
                label: t('nav.bas'),
                icon: IconReceiptTax,
                isActive: (path: string) => path.startsWith('/bas'),
              },
            ]
          : []),
        {
          to: '/profit',
          label: t('nav.profit'),
          icon: IconReportMoney,
          isActive: (path) => path.startsWith('/profit'),
        },
        {
          to: '/tax-time',
          label: t('nav.taxTime'),
          icon: IconHomeDollar,
          isActive: (path) => path === '/tax-time' || path.startsWith('/tax-time/'),
        },
        {
          to: '/tax/calculator',
          label: t('nav.taxCalculator'),
          icon: IconCalculator,
          // Not /tax-time/…: that is tax time's.
          isActive: (path) => path === '/tax' || path.startsWith('/tax/'),
        },
      ],
    },
  ];

  return (
    <Stack gap={4}>
      {sections.map((section, index) => (
        <Stack
          gap={2}
          key={section.label ?? 'main'}
          role={section.label ? 'group' : undefined}
          aria-label={section.label ?? undefined}
        >
          {section.label &&
            (collapsed ? (
              <Divider my="xs" mx="sm" aria-hidden />
            ) : (
              <div className={classes.sectionLabel} aria-hidden style={{ marginTop: index > 0 ? 12 : 0 }}>
                {section.label}
              </div>
            ))}
          {section.items.map((item) => (
            <NavItem key={item.to} item={item} collapsed={collapsed} pathname={pathname} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
