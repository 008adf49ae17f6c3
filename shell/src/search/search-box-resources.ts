/** Strings of the header search box, spread into the "shell" namespace. */
export const searchBoxResources = {
  de: {
    searchBox: { label: 'Website durchsuchen', placeholder: 'Suchbegriff', clear: 'Eingabe löschen', suggestions: 'Suchvorschläge' },
  },
  en: {
    searchBox: { label: 'Search the website', placeholder: 'Search term', clear: 'Clear input', suggestions: 'Search suggestions' },
  },
};
