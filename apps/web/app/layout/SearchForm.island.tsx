import { SearchForm, type SearchFormProps } from "./SearchForm.tsx";

/** The header's search form as an island (the mobile menu panel renders SearchForm inside its own island). */
export default function SearchFormIsland(props: SearchFormProps) {
  return <SearchForm {...props} />;
}
