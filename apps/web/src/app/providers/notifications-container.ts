// The toasts' container on its own (lazy) chunk: importing the package itself lazily would keep it in the chunk that
// reads its store statically (base-providers.tsx), so on the login screen (decision 0087).
export { Notifications } from '@mantine/notifications';
