import { useEffect } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { followAddressBook } from './followAddressBook';

/** The review reads the saved address chosen again from the book as it opens (followAddressBook.ts). */
export function useFollowAddressBook() {
  const dispatch = useAppDispatch();
  useEffect(() => void dispatch(followAddressBook()), [dispatch]);
}
