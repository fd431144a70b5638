/**
 * What an autocomplete of records asks the list for as the person types: a search (`q`, which every
 * list takes), or nothing while the field is empty, so that it offers the first records in its order.
 * The API finds them, not the browser: a fleet has hundreds of vehicles and people.
 */
export const searchByText = (text: string) => (text ? { q: text } : {});
