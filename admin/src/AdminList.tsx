import { List, type ListProps } from 'react-admin';
import { AdminPagination } from './Pagination';

/**
 * The back office's one list convention (docs/product.md §2 "Lists"): react-admin's <List> paged by
 * the server, 25 first of 25/50/100/500, newest first, with the page-number box; search and filters
 * live in the address, so a filtered list can be bookmarked and Back returns to it.
 */
export function AdminList(props: ListProps) {
  return <List perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} pagination={<AdminPagination />} {...props} />;
}
