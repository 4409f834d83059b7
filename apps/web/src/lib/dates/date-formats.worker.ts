// Issue 36: started by the sidebar (`app/layout/sidebar.tsx`) with the page's locale as its name. Making a locale's first
// `Intl.DateTimeFormat` loads its calendar data and pattern generator, which the browser keeps for the whole renderer
// process; made here, on the worker's thread, the page's own first date format finds them ready.
new Intl.DateTimeFormat(self.name, { month: 'long', year: 'numeric' }).format(0);
new Intl.DateTimeFormat(self.name, { dateStyle: 'long', timeZone: 'UTC' }).format(0);
self.close();
