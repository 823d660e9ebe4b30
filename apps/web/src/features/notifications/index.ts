// What other features and the app frame may use of the notifications (ARCHITECTURE.md, "Boundaries").
export { NotificationBell } from './components/notification-bell.tsx';
export { NotificationEmailPanel } from './components/notification-email-panel.tsx';
