/**
 * What the first download may never hold. The first download is every script index.html loads
 * or preloads: the entry (src/start/entry.ts), the shop's start-up file and the libraries' file,
 * the files CI weighs against its 135 kB budget (scripts/bench/bundle.mjs). Everything below
 * arrives later, in a file of its own. The production build fails when one of these modules is
 * in the first download, and names the imports that pulled it in (firstDownloadPlugin.ts).
 *
 * A new page: one line with its files or its folder. Paths from the project's root; `*` stands
 * for any name within a folder, `**` for any path. With FIRST_DOWNLOAD_CHECK=warn the build
 * only warns (scripts/bench/devices.mjs weighs builds with a device taken out).
 */
export interface LaterCode {
  /** What the code is, as the build's message says it: "<file> is <what> but is in the first download". */
  what: string;
  modules: readonly string[];
  /** Files that match `modules` but belong to the first download. */
  except?: readonly string[];
}

export const LATER_CODE: readonly LaterCode[] = [
  // The pages, each fetched when first visited (src/app/pages.tsx).
  {
    what: "page code (the login page's)",
    modules: ['src/features/session/LoginPage.tsx', 'src/features/session/loginSchema.ts'],
  },
  { what: "page code (the login and product pages')", modules: ['src/features/session/loginReturn.ts'] },
  {
    what: "page code (the account pages': Criar conta, Esqueci minha senha, Redefinir senha, Minha conta, Privacidade, Trocas e devoluções)",
    modules: [
      'src/app/accountPages.tsx',
      'src/app/PrivacyPage.tsx',
      'src/app/ReturnsPolicyPage.tsx',
      'src/app/SitePage.tsx',
      'src/features/account/**',
      'src/rules/account.ts',
      'src/components/FormPage.tsx',
      'src/lib/saveFile.ts',
    ],
  },
  {
    what: "page code ('Minha conta': Sair de todos os aparelhos)",
    modules: ['src/features/session/useLogoutEverywhere.ts'],
  },
  {
    what: "page code (the product page's)",
    modules: [
      'src/features/catalog/ProductPage.tsx',
      'src/features/catalog/AddToBag.tsx',
      'src/features/catalog/ColourChoice.tsx',
      'src/features/catalog/useChooseColour.ts',
      'src/features/catalog/useShownProduct.ts',
      'src/features/catalog/ShippingEstimate.tsx',
      'src/features/catalog/SizeGuide.tsx',
      'src/features/catalog/sizeChart.ts',
      'src/features/cart/useAddToBag.ts',
      'src/features/cart/addToCart.ts',
      'src/components/Carousel.tsx',
    ],
  },
  {
    what: "page code (the cart page's)",
    modules: ['src/features/cart/*.tsx', 'src/features/cart/useLineFocus.ts', 'src/features/cart/cartSelectors.ts'],
  },
  {
    what: 'the coupon code (with the cart page and the checkout; start-up keeps a stored coupon unchecked)',
    modules: [
      'src/rules/coupons.ts',
      'src/features/cart/cartCoupon.ts',
      'src/features/cart/storedCoupon.ts',
      'src/features/cart/couponEvents.ts',
    ],
  },
  { what: "page code (the signed-in pages' guard)", modules: ['src/app/RequireAuth.tsx'] },
  {
    what: "page code (the checkout's)",
    modules: ['src/app/checkoutPages.tsx', 'src/features/checkout/**', 'src/lib/card.ts', 'src/lib/cpf.ts'],
    // The checkout's state and stored form: the store holds them from the start (lateReducer.ts);
    // its front door re-exports only the state's events.
    except: [
      'src/features/checkout/checkoutState.ts',
      'src/features/checkout/storedCheckout.ts',
      'src/features/checkout/index.ts',
    ],
  },
  { what: "page code (the order pages')", modules: ['src/features/orders/**'] },
  { what: "page code ('Trocar ou devolver' and the order pages' returns)", modules: ['src/features/returns/**'] },
  {
    what: "the forms' libraries (login and checkout pages)",
    modules: ['node_modules/react-hook-form/**', 'node_modules/@hookform/**', 'node_modules/yup/**'],
  },
  { what: "the order page's QR encoder", modules: ['node_modules/lean-qr/**'] },

  // The home page's pieces in files of their own (their bytes: docs/PERFORMANCE.md, devices table).
  {
    what: "the home page's catalogue section",
    modules: [
      'src/features/catalog/HomeBanner.tsx',
      'src/features/catalog/CatalogSection.tsx',
      'src/features/catalog/ProductGrid.tsx',
      'src/features/catalog/ProductCards.tsx',
      'src/features/catalog/DidYouMean.tsx',
      'src/features/catalog/useCorrection.ts',
      'src/features/catalog/FilterBar.tsx',
      'src/features/catalog/SortBar.tsx',
      'src/features/catalog/useCatalogUrlSync.ts',
      'src/components/Banner.tsx',
      'src/components/ProductCard.tsx',
    ],
  },
  {
    what: "the colour variants (the grid's '+1 cor', the product page's 'Cor')",
    modules: ['src/rules/colours.ts', 'src/features/products/colourSelectors.ts'],
  },
  {
    what: 'the footer and menu',
    modules: [
      'src/app/layout/LateChrome.tsx',
      'src/app/layout/SlideMenu.tsx',
      'src/features/session/useSignInAgain.ts',
      'src/components/Footer.tsx',
    ],
  },
  {
    what: 'the toast stack',
    modules: ['src/app/Toaster.tsx', 'src/app/ToastContent.tsx', 'node_modules/notistack/**'],
  },
  { what: "the search box's suggestions", modules: ['src/features/catalog/Suggestions.tsx', 'src/lib/highlight.ts'] },
  {
    what: "the search's selectors (the grid's, the menu's, the search box's after its first use)",
    modules: ['src/features/catalog/searchSelectors.ts', 'src/features/catalog/search.ts'],
  },
  {
    what: "the search's close names for 'Você quis dizer' (fetched when a search finds nothing)",
    modules: ['src/features/catalog/correction.ts', 'src/lib/editDistance.ts'],
  },
  {
    what: 'the recently viewed products (with the product and cart pages)',
    modules: ['src/features/recent/*', 'src/components/RecentlyViewed.tsx', 'src/app/persistence/recentlyViewed.ts'],
    // Their state's first form and the front door: the store holds the state from the start.
    except: ['src/features/recent/recentState.ts', 'src/features/recent/index.ts'],
  },

  {
    what: "the favourites (the hearts come with the home page's cards and the product page, the list with the account's pages)",
    modules: [
      'src/features/favorites/*',
      'src/components/FavoriteButton.tsx',
      'src/features/catalog/ProductHeart.tsx',
      'src/app/persistence/favoritesKept.ts',
    ],
    // Their state's first form and the front door: the store holds the state from the start.
    except: ['src/features/favorites/favoritesState.ts', 'src/features/favorites/index.ts'],
  },

  // Code for some visits only.
  {
    what: "the signed-in shopper's requests (the session check, the cart kept on the server)",
    modules: ['src/features/session/sessionApi.ts', 'src/features/cart/cartApi.ts', 'src/features/cart/cartSaving.ts'],
  },
  { what: 'the older stored formats', modules: ['src/app/persistence/migrations.ts'] },
  { what: "the service worker's registration (for later visits)", modules: ['src/app/serviceWorker.ts'] },
  { what: 'what keeps early typing (fetched when there is some)', modules: ['src/start/earlyInput.ts'] },
  {
    what: 'the fake backend (fetched with the first request)',
    modules: ['mocks/**'],
    except: ['mocks/fakeBaseQuery.ts'],
  },
];
