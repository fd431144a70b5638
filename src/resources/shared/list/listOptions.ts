import { createContext, useContext } from 'react';

/** What a list offers beyond its table, for the parts inside it (the selection bar exports only where the list does). */
interface ListOptions {
  csv: boolean;
}

export const ListOptionsContext = createContext<ListOptions>({ csv: false });

export const useListOptions = () => useContext(ListOptionsContext);
