export { PrivatePageLoading as default } from '@/components/layout/PrivatePageLoading';
