import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';

export interface RouteTab {
  path: string;
  label: string;
}

/** Sibling screens shown as tabs: each tab is a route, the current one (if any) selected. */
export function RouteTabs({ tabs, active }: { tabs: readonly RouteTab[]; active: string | undefined }) {
  const navigate = useNavigate();
  return (
    <Tabs value={active ?? null} onChange={(path) => path && path !== active && void navigate(path)}>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
