/**
 * The API's `paths` and `components` as TypeScript types, generated from docs/openapi.json by
 * openapi-typescript: do not edit, run `npm run api:types` after a change of the API.
 */

export interface paths {
    "/api/v1/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who did what, latest first (at most 500): stays created, edited, cancelled and revoked, payments recorded and removed (the stay's), tasks created, assigned, done and inspected, pages published, users added, changed and deleted; of the home, stay, user and task given, in the days [from, to) */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests to book, pending ones first by the end of their hold; status filters (expired: hold over) */
        get: operations["listBookingRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking-requests/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts a pending request: a stay with the request's guest, email, phone, guests, language and total_cents, its link and guide mails planned, and a confirmation email with the payment instructions and cancellation deadlines. 409 when the request expired or was answered, or its nights are now taken */
        post: operations["acceptBookingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/booking-requests/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Declines a pending request: its nights are free at once and the traveller is emailed (with message) */
        post: operations["declineBookingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/content-images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores a picture for site content; its key goes into a content image as {key, alt}
         * @description multipart/form-data: file (one JPEG, PNG, WebP or AVIF image, at most the upload size limit). The picture is stored even if no page uses it yet.
         */
        post: operations["uploadContentImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All enquiries, newest first, with their mail status */
        get: operations["listEnquiries"];
        put?: never;
        /** The contact form: stores the enquiry, then mails it to the company in the background */
        post: operations["createEnquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks an enquiry handled or not handled */
        patch: operations["markEnquiryHandled"];
        trace?: never;
    };
    "/api/v1/house-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every home's address, check-in and checkout times (its welcome page's; '' without one) and turnover notes, by name: no code, so housekeeping reads it too */
        get: operations["listHouseInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/message-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many days before arrival the guide is mailed (at 10:00 site time) */
        get: operations["getMessageSettings"];
        /** Changes when the guide is mailed; guides not sent yet move to the new day */
        put: operations["saveMessageSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/message-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each kind's subject, Markdown body and switch (the default text until staff save one), with `translations: {fr: {subject, body}}`: its French texts (the default French until staff save) */
        get: operations["listMessageTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/message-templates/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a kind's text and sets the French sent in `translations.fr` (a blank one removed: the English goes out; one not sent kept); 400 naming any unknown placeholder, English or French. Switching a kind off cancels what is not sent yet; switching it on plans it again */
        put: operations["saveMessageTemplate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/message-templates/{kind}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The mail a text would make for a sample stay (the text sent, not yet saved); `lang` (en, the default, or fr) is the sample guest's language */
        post: operations["previewMessageTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest-mail outbox, at most 1000 messages: failed first (most recent first), then scheduled and sending (next due first), then sent and cancelled (most recent first), then by id; from/to bound send_at (a date is its 00:00 site time; to is exclusive) */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every brochure page with who published it when, and its draft (who, when) if any */
        get: operations["listPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published page (public); with `?lang=fr` its French texts where given, else the English */
        get: operations["getPublishedPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pages/{slug}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's draft (404 when it has none) */
        get: operations["getPageDraft"];
        /** Saves the whole draft; 409 when base_revision is not the published revision (or the draft changed) */
        put: operations["savePageDraft"];
        post?: never;
        /** Discards the draft */
        delete: operations["discardPageDraft"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pages/{slug}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes the draft as a new revision (with a summary of what changed) */
        post: operations["publishPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pages/{slug}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's published revisions, newest first */
        get: operations["listPageRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pages/{slug}/revisions/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One revision in full */
        get: operations["getPageRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/pages/{slug}/revisions/{n}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes the revision's content the page's draft (publish it to show it) */
        post: operations["restorePageRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every place of the local guide, by category (the guide order) and then name; with ?lang=fr its texts in French where staff gave them */
        get: operations["listPlaces"];
        put?: never;
        /** Adds a place; its photo is a content image uploaded first (POST /content-images), as {key, alt} */
        post: operations["createPlace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/places/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a place (a missing image removes the photo) */
        put: operations["updatePlace"];
        post?: never;
        /** Deletes a place; it leaves every property's guide */
        delete: operations["deletePlace"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Properties, filtered by minimum bedrooms, bathrooms, max_guests; minimum_nights = stay length
         * @description With check_in and check_out (YYYY-MM-DD, site time zone, both or neither): only properties free for every night [check_in, check_out) whose minimum_nights fits the stay; guests: max_guests >= guests. 400 when check_out <= check_in, check_in is in the past or more than 18 months ahead, or a date is malformed. Drafts (is_published false) are listed for a staff session only.
         */
        get: operations["listProperties"];
        put?: never;
        /**
         * Creates a property
         * @description multipart/form-data: name, description, address, bedrooms, beds, bathrooms, sqft, max_guests, minimum_nights, guesty_link, address_description, is_featured, amenities (repeated or comma-separated), nightly_rate_from (whole CAD, optional), registration_number (optional), business_licence (optional), is_published (default true when omitted; false: a draft only staff see), translations (optional JSON text: {"fr": {name, description, address_description, amenities (text: the amenity list), and the welcome page's check_in_instructions, door_instructions, checkout_instructions, garbage_info, garbage_location, parking_location, parking_instructions, shuttle_description, pm_contact, house_rules (one rule per line), with its amenity blocks as a list [{name, description}] in the English order under amenities or welcome_amenities}}; a blank text removes that French field); cover_image (file, required), images (files, repeated)
         */
        post: operations["createProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/featured": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured properties (published ones only) */
        get: operations["listFeaturedProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/welcome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a property's welcome page
         * @description multipart/form-data: property_id (create), owning_company, contact_phone, contact_email, checkout_time, checkout_instructions, check_in_time, check_in_instructions, early_check_in and late_checkout (HH:MM the home allows a guest who asks; empty: not offered), auto_approve_times (true|false, default false), door_code, door_instructions, garbage_info, garbage_location, garbage_code, wifi_network, wifi_password, password_shows_codes (true|false, default false), parking_location, parking_instructions, house_rules (comma-separated), shuttle_description, shuttle_images (files), pm_contact, property_password, amenities[key][name|description|videoLink|image]
         */
        post: operations["createWelcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/welcome/{propertyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Welcome data: for a guest of that property or an admin; a stay's guest gets the codes as null with codes_available_at before arrival day
         * @description With lang (en or fr): the staff texts in that language where they have a version, English otherwise, with lang and untranslated (the write names of the texts shown in English); without it: as stored, with translations {fr: {…welcome text fields, amenities: [{name, description}] in the English amenities' order}} (written with the property, PUT /properties/{id}).
         */
        get: operations["getWelcome"];
        /**
         * Updates (or creates) a property's welcome page; a blank property_password keeps the current one
         * @description multipart/form-data: property_id (create), owning_company, contact_phone, contact_email, checkout_time, checkout_instructions, check_in_time, check_in_instructions, early_check_in and late_checkout (HH:MM the home allows a guest who asks; empty: not offered), auto_approve_times (true|false, default false), door_code, door_instructions, garbage_info, garbage_location, garbage_code, wifi_network, wifi_password, password_shows_codes (true|false, default false), parking_location, parking_instructions, house_rules (comma-separated), shuttle_description, shuttle_images (files), pm_contact, property_password, amenities[key][name|description|videoLink|image], deleted_amenity_images (amenity keys), deleted_shuttle_images (image ids)
         */
        put: operations["saveWelcome"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/welcome/{propertyId}/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The guest's own requests, oldest first, each with its status and replies: a stay link's session reads its stay's, a property-password session has none (an empty list). Never another stay's */
        get: operations["listStayRequests"];
        put?: never;
        /** A stay's guest asks for early check-in, late checkout or something else; staff get it as an enquiry linked to the stay and answer in the guide and by email (to the body's email, else the stay's guest email; 400 fields.email without either). 409 while a request of the same kind (not "other") is open. 5 in 24 hours per stay; messages in lang (default the stay language). An early_check_in or late_checkout on a home that approves them by itself (stay_times.auto_approve) and is free that day (no same-day turnover) is approved at once: the stay gets the time and the 201 message says so */
        post: operations["sendStayRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/welcome/{propertyId}/requests/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The guest adds to one of their stay's requests (404 for any other, 409 once it is approved or declined, 429 after 10 replies in an hour per stay); an answered request is open again. Answers the request with its replies */
        post: operations["replyToStayRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One property
         * @description A draft (is_published false) is a 404 without a staff session.
         */
        get: operations["getProperty"];
        /**
         * Updates a property
         * @description multipart/form-data: name, description, address, bedrooms, beds, bathrooms, sqft, max_guests, minimum_nights, guesty_link, address_description, is_featured, amenities (repeated or comma-separated), nightly_rate_from (whole CAD, optional), registration_number (optional), business_licence (optional), is_published (default true when omitted; false: a draft only staff see), translations (optional JSON text: {"fr": {name, description, address_description, amenities (text: the amenity list), and the welcome page's check_in_instructions, door_instructions, checkout_instructions, garbage_info, garbage_location, parking_location, parking_instructions, shuttle_description, pm_contact, house_rules (one rule per line), with its amenity blocks as a list [{name, description}] in the English order under amenities or welcome_amenities}}; a blank text removes that French field); updated_cover_image (file), new_images (files), deleted_image_ids (ids), image_order (gallery ids in order)
         */
        put: operations["updateProperty"];
        post?: never;
        /** Deletes a property with its welcome page and images */
        delete: operations["deleteProperty"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Booked nights of a property as [start, end) ranges of site-time-zone dates
         * @description from defaults to today and to to 12 months after from (site time zone); 400 when to is not after from or the range is longer than 18 months. Blocked ranges are merged and clipped to [from, to). A draft home is a 404 without a staff session.
         */
        get: operations["getPropertyAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/booking-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A traveller asks to book a home that takes requests: the nights are held until hold_until (site setting request_hold_hours), the traveller and the company are emailed. 409 with the quote's reason when the dates cannot be booked (held by another request too); 404 when the home takes no requests; 429 past 20 requests an hour from one address */
        post: operations["createBookingRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/calendar/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blocks with a night in [from, to): imported (with their feed) and manual (with their note)
         * @description from defaults to today, to to 12 months later (YYYY-MM-DD in SITE_TIMEZONE)
         */
        get: operations["listCalendarBlocks"];
        put?: never;
        /** Blocks the nights [start, end) by hand (owner stay, maintenance), with an optional private note; 409 {message, conflicts} when the nights overlap a live stay's unless allow_overlap */
        post: operations["createCalendarBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/calendar/blocks/{blockId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a manual block (imported blocks follow their feed) */
        delete: operations["deleteCalendarBlock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/calendar/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key and address of the property's exported iCalendar feed (made with the property) */
        get: operations["getCalendarExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/calendar/export/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new export key; the old address stops working at once */
        post: operations["regenerateCalendarExportKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/calendar/feeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property's channel feeds with their last sync time, status and error */
        get: operations["listCalendarFeeds"];
        put?: never;
        /** Adds a channel feed (at most 5 per property); it is fetched at the next sync */
        post: operations["createCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/calendar/feeds/{feedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a feed's label or address */
        put: operations["updateCalendarFeed"];
        post?: never;
        /** Removes a feed and the blocks imported from it */
        delete: operations["deleteCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/calendar/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fetches every feed of the property now and answers with the feeds' status afterwards */
        post: operations["syncCalendarFeeds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A home's checklist, copied into each new clean task */
        get: operations["getChecklist"];
        /** Replaces a home's checklist; tasks already made keep their copy */
        put: operations["setChecklist"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/guest-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Guest login to a welcome page; the session lasts stay_duration days (1-90) */
        post: operations["logInGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property's choice of places: every place (all: true), or the ones chosen, in order */
        get: operations["getPropertyPlaces"];
        /** Chooses the places a property's welcome page shows, in list order; place_ids null shows every place */
        put: operations["setPropertyPlaces"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/published": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Publishes a draft home, or takes a published one back to draft
         * @description JSON {is_published: boolean}. Only the flag changes (a draft is seen by staff only: not listed, searched, in the sitemap or the calendar export; its page, availability and quote are 404 to visitors).
         */
        put: operations["setPropertyPublished"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The itemized price of a stay, its taxes and its cancellation deadlines
         * @description lines sum to total_cents; each tax is rounded half-up to the cent on its own base. 409 with a reason when the stay cannot be booked (unavailable, minimum_nights, maximum_guests, past, no_rates); 400 for malformed dates or guests, check-out not after check-in, or check-in more than 18 months ahead. A draft home is a 404 without a staff session (staff preview its quote).
         */
        get: operations["getPropertyQuote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A home's rates in integer cents (CAD); 404 when the home has none yet */
        get: operations["getPropertyRates"];
        /** Replaces a home's rates; overlapping seasons, negative amounts or a percent outside 0–100 are a 400 */
        put: operations["savePropertyRates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property's published reviews, newest first, ten a page (?page=, from 1) */
        get: operations["listPropertyReviews"];
        put?: never;
        /** Adds a review received on a channel (published at once, dated by the channel) */
        post: operations["createChannelReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/stays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A property's stays with their status and personal link, newest arrival first */
        get: operations["listStays"];
        put?: never;
        /** Adds a stay (dates YYYY-MM-DD in SITE_TIMEZONE, nights [arrival, departure), or a channel reservation's) and its personal link; language (en|fr, the guide's and mails') defaults to DEFAULT_GUEST_LANGUAGE; 409 when its nights overlap another stay or a manual block unless allow_overlap */
        post: operations["createStay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/stays/{stayId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes a stay for good: its link stops working, its guests' sessions end at once, its nights are freed and its unsent mails and clean cancelled (kept for older clients; the back office uses new-link to replace a link and cancel to end a booking) */
        delete: operations["revokeStay"];
        options?: never;
        head?: never;
        /** Changes a stay (any of guest_name, guest_email, arrival, departure, note, messages_off, language); the link stays the same and its open sessions follow the new dates at once; 409 on overlap unless allow_overlap */
        patch: operations["updateStay"];
        trace?: never;
    };
    "/api/v1/properties/{id}/stays/{stayId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a booking (not the same as revoking its link): status cancelled, cancelled_at, cancel_reason and refund_due_cents from the cancellation policy that day; the nights are freed, unsent guest mails cancelled, the link ends and the guest is emailed. 409 when already cancelled or departed. dry_run=true changes nothing and answers the stay as it is with the refund_due_cents cancelling now would give (the same 400s and 409s), so staff see the refund before they confirm */
        post: operations["cancelStay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/stays/{stayId}/new-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives the stay a new personal link: the old link stops working at once and the guest sessions it opened end; the stay keeps its dates, money, tasks, requests and planned mails (which carry the new link). link_shared_at resets to null. 409 on a cancelled, revoked or ended stay */
        post: operations["renewStayLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/stays/{stayId}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records money received for a stay (the site takes no card payments); 201 with the stay, its payments, paid_cents and balance_cents. 409 on a cancelled booking */
        post: operations["addStayPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/stays/{stayId}/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a payment recorded by mistake (admin role); 200 with the stay */
        delete: operations["deleteStayPayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/stays/{stayId}/shared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records that staff copied or shared the stay's personal link (sets link_shared_at to now); the Today screen then no longer marks its arrival "Link not sent" */
        post: operations["markStayLinkShared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/properties/{id}/turnover-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replaces a home's turnover notes (blank clears them); answers its house information */
        put: operations["setTurnoverNotes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guest requests from stays (not contact enquiries), open ones first then newest first, with their replies and each staff reply mail; filtered by status and property (empty values are ignored); at most 500 */
        get: operations["listGuestRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One guest request with its replies */
        get: operations["getGuestRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/requests/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Staff answer a guest request, and may approve or decline it (status; default answered). The answer is mailed once to the guest's address in the stay's language and shown in the guide */
        post: operations["answerGuestRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reservations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Imported channel reservations with a night in [from, to) (YYYY-MM-DD, SITE_TIMEZONE), each with the stay made from it or null */
        get: operations["listReservations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every review with its status, newest first (?status=pending|published|hidden) */
        get: operations["listReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews/by-token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A stay's guest reviews the stay through its review link (pending until staff publish it)
         * @description The token is the last part of the stay’s review_link. 403 before the stay’s last night; 404 for a token that names no stay (or a revoked one); 409 once the stay has a review; 410 more than 30 days after departure.
         */
        post: operations["submitGuestReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reviews/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Publishes or hides a review, with an optional public reply (null or blank removes it) */
        put: operations["moderateReview"];
        post?: never;
        /** Deletes a review */
        delete: operations["deleteReview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arrivals, departures, who is staying and turnovers for each day of [from, to) (at most 62 days, SITE_TIMEZONE), and staff's blocks of those nights; a reservation made into a stay appears once, as the stay */
        get: operations["getSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public site settings: brand name, contact details, footer blurb, social links, credit */
        get: operations["getSiteSettings"];
        /** Changes the site settings (every field; `translations` only the French texts it names) */
        put: operations["saveSiteSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every booking across homes, by arrival: q searches guest name, email or phone; from/to bound the arrival [from, to); property_id, status, balance_due=true, link_not_sent=true filter; 50 a page. Housekeeping sees no email, phone, link or money */
        get: operations["listAllStays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stays/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who is staying now: the current stays of every property (for the property list) */
        get: operations["listCurrentStays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stays/{stayId}/messages/{kind}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a stay's message of this kind now, also again when it was sent; 409 when the stay has no email */
        post: operations["sendMessageNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tasks due in the days [from, to) (YYYY-MM-DD, SITE_TIMEZONE) of the home, assignee, status and kind given, by due time; a housekeeping user sees the tasks assigned to them and the unassigned ones */
        get: operations["listTasks"];
        put?: never;
        /** A manual task: kind maintenance (a ticket, with priority and description) by any staff role, clean and other by admin and manager; a housekeeper assigned gets an email */
        post: operations["createTask"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One task with its checklist and photos */
        get: operations["getTask"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Assigns (assignee_id), moves (due_at), or changes the status, note or priority of a task; done with an item unticked or a photo_required item without its photo is 409 {message, missing}; inspected is for admin and manager; a housekeeper changes only status and note of their own task */
        patch: operations["updateTask"];
        trace?: never;
    };
    "/api/v1/tasks/{id}/checklist/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Ticks ({done: true}) or unticks a checklist item; the same call twice changes nothing more */
        put: operations["checkTaskItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a photo to a task, through the image pipeline (EXIF stripped); served to staff only
         * @description multipart/form-data: photo (one JPEG, PNG, WebP or AVIF image), item_id (optional, the checklist item it proves), key (optional idempotency key, 8-64 of A-Z a-z 0-9 _ -: a photo sent again with the same key is stored once and answered 200). Also read from the Idempotency-Key header.
         */
        post: operations["addTaskPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A task photo (image/webp), for staff who may see the task; never cached by a shared cache */
        get: operations["getTaskPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All back-office users with their roles (admins only) */
        get: operations["listUsers"];
        put?: never;
        /** Adds a back-office user (role admin, manager or housekeeping; admin when not given) */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/guest-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the guest session */
        post: operations["logOutGuest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/guest-token-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The property of the guest session, and its stay when a stay link opened it */
        get: operations["checkGuestSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Admin login; sets the admin session cookie (1 day, 30 with rememberMe). When the account has two-factor sign-in on, answers `two_factor_required` and a pending-login cookie instead (the code goes to /users/auth/login/two-factor); with `code`, password and code are checked together */
        post: operations["logInAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/login/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The code step of an admin login: a 6-digit code from the authenticator app or an unused recovery code, with the pending-login cookie the password step set; opens the session */
        post: operations["logInAdminSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the admin session */
        post: operations["logOutAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/auth/token-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in admin */
        get: operations["checkAdminSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether your two-factor sign-in is on, required of you, and how many recovery codes are left */
        get: operations["getTwoFactorStatus"];
        put?: never;
        /** Starts enrolment: a new secret and its otpauth:// address for the authenticator app; it is on only once a first code confirms it (409 when it is on already) */
        post: operations["startTwoFactorEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/two-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns two-factor sign-in on with a first code; answers the 10 recovery codes, shown only once */
        post: operations["confirmTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns two-factor sign-in off, with your password and a code (or a recovery code) */
        post: operations["disableTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/two-factor/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes for a current code (the old ones stop working); shown only once */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Updates your own name and password (a blank password keeps the current one); an admin may change any user and their role, but the last admin keeps the admin role */
        put: operations["updateUser"];
        post?: never;
        /** Deletes another admin user (never yourself or the last user) */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Sets where a staff user's task assignments are mailed (null clears it) */
        put: operations["setStaffEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listActivity: {
        parameters: {
            query?: {
                property_id?: string | number;
                stay_id?: string | number;
                user_id?: string | number;
                task_id?: string | number;
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        action: string;
                        at: string;
                        detail: string;
                        id: number;
                        property_id: number | null;
                        stay_id: number | null;
                        task_id: number | null;
                        user_id: number | null;
                        user_name: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listBookingRequests: {
        parameters: {
            query?: {
                status?: "pending" | "accepted" | "declined" | "expired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answered_at: string | null;
                        answered_by: string | null;
                        check_in: string;
                        check_out: string;
                        created_at: string;
                        email: string;
                        guests: number;
                        hold_until: string;
                        id: number;
                        /** @enum {string} */
                        lang: "en" | "fr";
                        message: string;
                        name: string;
                        phone: string;
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "expired";
                        stay_id: number | null;
                        total_cents: number;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    acceptBookingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        stay: {
                            arrival: string;
                            balance_cents: number | null;
                            cancel_reason: string | null;
                            cancelled_at: string | null;
                            departure: string;
                            door_code: string | null;
                            entry_missing: boolean;
                            guest_email: string | null;
                            guest_name: string;
                            guest_phone: string | null;
                            guests: number | null;
                            id: number;
                            /** @enum {string} */
                            language: "en" | "fr";
                            link: string;
                            link_shared_at: string | null;
                            messages: {
                                after: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                arrival: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                checkout: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                guide: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                            };
                            messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                            note: string | null;
                            paid_cents: number;
                            payments: {
                                cents: number;
                                id: number;
                                /** @enum {string} */
                                method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                                note: string;
                                received_on: string;
                                recorded_by: string | null;
                            }[];
                            property_id: number;
                            refund_due_cents: number | null;
                            reservation: {
                                feed_id: number;
                                summary: string;
                                uid: string;
                            } | null;
                            review_link: string | null;
                            /** @enum {string} */
                            status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                            total_cents: number | null;
                            warning: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conflicts?: {
                            end: string;
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "block" | "request";
                            start: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    declineBookingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        answered_at: string | null;
                        answered_by: string | null;
                        check_in: string;
                        check_out: string;
                        created_at: string;
                        email: string;
                        guests: number;
                        hold_until: string;
                        id: number;
                        /** @enum {string} */
                        lang: "en" | "fr";
                        message: string;
                        name: string;
                        phone: string;
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "pending" | "accepted" | "declined" | "expired";
                        stay_id: number | null;
                        total_cents: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    uploadContentImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        height: number;
                        key: string;
                        src: string;
                        width: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listEnquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string;
                        firstName: string;
                        handled_at: string | null;
                        id: number;
                        /** @enum {string} */
                        kind: "contact" | "early_check_in" | "late_checkout" | "other";
                        lastName: string;
                        mail_attempts: number;
                        mail_last_error: string | null;
                        mail_sent_at: string | null;
                        /** @enum {string} */
                        mail_status: "pending" | "sent" | "failed";
                        message: string;
                        phone: string;
                        stay: {
                            arrival: string;
                            departure: string;
                            guest_name: string;
                            property_id: number;
                            property_name: string;
                        } | null;
                        stay_id: number | null;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    firstName: string;
                    lastName: string;
                    message: string;
                    phone: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    markEnquiryHandled: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    handled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string;
                        firstName: string;
                        handled_at: string | null;
                        id: number;
                        /** @enum {string} */
                        kind: "contact" | "early_check_in" | "late_checkout" | "other";
                        lastName: string;
                        mail_attempts: number;
                        mail_last_error: string | null;
                        mail_sent_at: string | null;
                        /** @enum {string} */
                        mail_status: "pending" | "sent" | "failed";
                        message: string;
                        phone: string;
                        stay: {
                            arrival: string;
                            departure: string;
                            guest_name: string;
                            property_id: number;
                            property_name: string;
                        } | null;
                        stay_id: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listHouseInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        check_in_time: string;
                        checkout_time: string;
                        name: string;
                        property_id: number;
                        turnover_notes: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getMessageSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guide_days_before: number;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    saveMessageSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    guide_days_before: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        guide_days_before: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listMessageTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        enabled: boolean;
                        /** @enum {string} */
                        kind: "guide" | "arrival" | "checkout" | "after";
                        subject: string;
                        translations: {
                            fr?: {
                                body?: string;
                                subject?: string;
                            };
                        };
                        updated_at: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    saveMessageTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "guide" | "arrival" | "checkout" | "after";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    enabled: boolean;
                    subject: string;
                    translations?: {
                        fr?: {
                            body?: string;
                            subject?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        body: string;
                        enabled: boolean;
                        /** @enum {string} */
                        kind: "guide" | "arrival" | "checkout" | "after";
                        subject: string;
                        translations: {
                            fr?: {
                                body?: string;
                                subject?: string;
                            };
                        };
                        updated_at: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    previewMessageTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "guide" | "arrival" | "checkout" | "after";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    lang?: "en" | "fr";
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        html: string;
                        subject: string;
                        text: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                stay_id?: string;
                status?: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        id: number;
                        /** @enum {string} */
                        kind: "guide" | "arrival" | "checkout" | "after";
                        last_error: string | null;
                        property_id: number;
                        send_at: string;
                        sent_at: string | null;
                        /** @enum {string} */
                        status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                        stay_id: number;
                        subject: string;
                        to: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        draft: {
                            updated_at: string;
                            updated_by: string | null;
                        } | null;
                        published_at: string | null;
                        published_by: string | null;
                        /** @enum {string} */
                        slug: "home" | "about" | "guest-services" | "homeowners" | "revylife" | "partners" | "privacy-policy" | "terms-and-conditions" | "contact";
                        title: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPublishedPage: {
        parameters: {
            query?: {
                lang?: "en" | "fr";
            };
            header?: never;
            path: {
                slug: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        published_at: string;
                        revision: number;
                        sections: ({
                            /** @default [] */
                            buttons: {
                                href: string;
                                label: string;
                            }[];
                            eyebrow?: string;
                            heading: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "hero";
                            text?: string;
                        } | {
                            body: string;
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "rich_text";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            items: {
                                image?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            /** @enum {string} */
                            kind: "cards";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "team";
                            members: {
                                bio?: string;
                                name: string;
                                photo?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                role: string;
                            }[];
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "links";
                            links: {
                                description?: string;
                                href: string;
                                label: string;
                            }[];
                        } | {
                            body: string;
                            effective_date: string;
                            heading?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "legal";
                        })[];
                        seo: {
                            description: string;
                            share_image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            title: string;
                        };
                        /** @enum {string} */
                        slug: "home" | "about" | "guest-services" | "homeowners" | "revylife" | "partners" | "privacy-policy" | "terms-and-conditions" | "contact";
                        translations?: {
                            fr?: {
                                sections?: ({
                                    [key: string]: unknown;
                                } | null)[];
                                seo?: {
                                    description?: string;
                                    share_image?: {
                                        alt?: string;
                                    };
                                    title?: string;
                                };
                            };
                        };
                        untranslated?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPageDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        base_revision: number;
                        sections: ({
                            /** @default [] */
                            buttons: {
                                href: string;
                                label: string;
                            }[];
                            eyebrow?: string;
                            heading: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "hero";
                            text?: string;
                        } | {
                            body: string;
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "rich_text";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            items: {
                                image?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            /** @enum {string} */
                            kind: "cards";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "team";
                            members: {
                                bio?: string;
                                name: string;
                                photo?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                role: string;
                            }[];
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "links";
                            links: {
                                description?: string;
                                href: string;
                                label: string;
                            }[];
                        } | {
                            body: string;
                            effective_date: string;
                            heading?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "legal";
                        })[];
                        seo: {
                            description: string;
                            share_image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            title: string;
                        };
                        /** @enum {string} */
                        slug: "home" | "about" | "guest-services" | "homeowners" | "revylife" | "partners" | "privacy-policy" | "terms-and-conditions" | "contact";
                        translations: {
                            fr?: {
                                sections?: ({
                                    [key: string]: unknown;
                                } | null)[];
                                seo?: {
                                    description?: string;
                                    share_image?: {
                                        alt?: string;
                                    };
                                    title?: string;
                                };
                            };
                        };
                        updated_at: string;
                        updated_by: string | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    savePageDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    base_revision: number;
                    draft_updated_at?: string | null;
                    sections: ({
                        /** @default [] */
                        buttons?: {
                            href: string;
                            label: string;
                        }[];
                        eyebrow?: string;
                        heading: string;
                        id: string;
                        image?: {
                            alt: string;
                            key?: string;
                            url?: string;
                        };
                        /** @enum {string} */
                        kind: "hero";
                        text?: string;
                    } | {
                        body: string;
                        eyebrow?: string;
                        heading?: string;
                        id: string;
                        image?: {
                            alt: string;
                            key?: string;
                            url?: string;
                        };
                        /** @enum {string} */
                        kind: "rich_text";
                    } | {
                        eyebrow?: string;
                        heading?: string;
                        id: string;
                        intro?: string;
                        items: {
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            link?: {
                                href: string;
                                label: string;
                            };
                            text?: string;
                            title: string;
                        }[];
                        /** @enum {string} */
                        kind: "cards";
                    } | {
                        eyebrow?: string;
                        heading?: string;
                        id: string;
                        intro?: string;
                        /** @enum {string} */
                        kind: "team";
                        members: {
                            bio?: string;
                            name: string;
                            photo?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            role: string;
                        }[];
                    } | {
                        eyebrow?: string;
                        heading?: string;
                        id: string;
                        intro?: string;
                        /** @enum {string} */
                        kind: "links";
                        links: {
                            description?: string;
                            href: string;
                            label: string;
                        }[];
                    } | {
                        body: string;
                        effective_date: string;
                        heading?: string;
                        id: string;
                        /** @enum {string} */
                        kind: "legal";
                    })[];
                    seo: {
                        description: string;
                        share_image?: {
                            alt: string;
                            key?: string;
                            url?: string;
                        };
                        title: string;
                    };
                    translations?: {
                        fr?: {
                            sections?: ({
                                [key: string]: unknown;
                            } | null)[];
                            seo?: {
                                description?: string;
                                share_image?: {
                                    alt?: string;
                                };
                                title?: string;
                            };
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        base_revision: number;
                        sections: ({
                            /** @default [] */
                            buttons: {
                                href: string;
                                label: string;
                            }[];
                            eyebrow?: string;
                            heading: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "hero";
                            text?: string;
                        } | {
                            body: string;
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "rich_text";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            items: {
                                image?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            /** @enum {string} */
                            kind: "cards";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "team";
                            members: {
                                bio?: string;
                                name: string;
                                photo?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                role: string;
                            }[];
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "links";
                            links: {
                                description?: string;
                                href: string;
                                label: string;
                            }[];
                        } | {
                            body: string;
                            effective_date: string;
                            heading?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "legal";
                        })[];
                        seo: {
                            description: string;
                            share_image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            title: string;
                        };
                        /** @enum {string} */
                        slug: "home" | "about" | "guest-services" | "homeowners" | "revylife" | "partners" | "privacy-policy" | "terms-and-conditions" | "contact";
                        translations: {
                            fr?: {
                                sections?: ({
                                    [key: string]: unknown;
                                } | null)[];
                                seo?: {
                                    description?: string;
                                    share_image?: {
                                        alt?: string;
                                    };
                                    title?: string;
                                };
                            };
                        };
                        updated_at: string;
                        updated_by: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    discardPageDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    publishPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        published_at: string;
                        revision: number;
                        sections: ({
                            /** @default [] */
                            buttons: {
                                href: string;
                                label: string;
                            }[];
                            eyebrow?: string;
                            heading: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "hero";
                            text?: string;
                        } | {
                            body: string;
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "rich_text";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            items: {
                                image?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            /** @enum {string} */
                            kind: "cards";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "team";
                            members: {
                                bio?: string;
                                name: string;
                                photo?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                role: string;
                            }[];
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "links";
                            links: {
                                description?: string;
                                href: string;
                                label: string;
                            }[];
                        } | {
                            body: string;
                            effective_date: string;
                            heading?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "legal";
                        })[];
                        seo: {
                            description: string;
                            share_image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            title: string;
                        };
                        /** @enum {string} */
                        slug: "home" | "about" | "guest-services" | "homeowners" | "revylife" | "partners" | "privacy-policy" | "terms-and-conditions" | "contact";
                        translations?: {
                            fr?: {
                                sections?: ({
                                    [key: string]: unknown;
                                } | null)[];
                                seo?: {
                                    description?: string;
                                    share_image?: {
                                        alt?: string;
                                    };
                                    title?: string;
                                };
                            };
                        };
                        untranslated?: string[];
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listPageRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        published_at: string;
                        published_by: string | null;
                        restored_from: number | null;
                        revision: number;
                        summary: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPageRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string | number;
                n: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        published_at: string;
                        published_by: string | null;
                        restored_from: number | null;
                        revision: number;
                        sections: ({
                            /** @default [] */
                            buttons: {
                                href: string;
                                label: string;
                            }[];
                            eyebrow?: string;
                            heading: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "hero";
                            text?: string;
                        } | {
                            body: string;
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "rich_text";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            items: {
                                image?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            /** @enum {string} */
                            kind: "cards";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "team";
                            members: {
                                bio?: string;
                                name: string;
                                photo?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                role: string;
                            }[];
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "links";
                            links: {
                                description?: string;
                                href: string;
                                label: string;
                            }[];
                        } | {
                            body: string;
                            effective_date: string;
                            heading?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "legal";
                        })[];
                        seo: {
                            description: string;
                            share_image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            title: string;
                        };
                        /** @enum {string} */
                        slug: "home" | "about" | "guest-services" | "homeowners" | "revylife" | "partners" | "privacy-policy" | "terms-and-conditions" | "contact";
                        summary: string;
                        translations: {
                            fr?: {
                                sections?: ({
                                    [key: string]: unknown;
                                } | null)[];
                                seo?: {
                                    description?: string;
                                    share_image?: {
                                        alt?: string;
                                    };
                                    title?: string;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    restorePageRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string | number;
                n: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        base_revision: number;
                        sections: ({
                            /** @default [] */
                            buttons: {
                                href: string;
                                label: string;
                            }[];
                            eyebrow?: string;
                            heading: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "hero";
                            text?: string;
                        } | {
                            body: string;
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            /** @enum {string} */
                            kind: "rich_text";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            items: {
                                image?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                link?: {
                                    href: string;
                                    label: string;
                                };
                                text?: string;
                                title: string;
                            }[];
                            /** @enum {string} */
                            kind: "cards";
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "team";
                            members: {
                                bio?: string;
                                name: string;
                                photo?: {
                                    alt: string;
                                    key?: string;
                                    url?: string;
                                };
                                role: string;
                            }[];
                        } | {
                            eyebrow?: string;
                            heading?: string;
                            id: string;
                            intro?: string;
                            /** @enum {string} */
                            kind: "links";
                            links: {
                                description?: string;
                                href: string;
                                label: string;
                            }[];
                        } | {
                            body: string;
                            effective_date: string;
                            heading?: string;
                            id: string;
                            /** @enum {string} */
                            kind: "legal";
                        })[];
                        seo: {
                            description: string;
                            share_image?: {
                                alt: string;
                                key?: string;
                                url?: string;
                            };
                            title: string;
                        };
                        /** @enum {string} */
                        slug: "home" | "about" | "guest-services" | "homeowners" | "revylife" | "partners" | "privacy-policy" | "terms-and-conditions" | "contact";
                        translations: {
                            fr?: {
                                sections?: ({
                                    [key: string]: unknown;
                                } | null)[];
                                seo?: {
                                    description?: string;
                                    share_image?: {
                                        alt?: string;
                                    };
                                    title?: string;
                                };
                            };
                        };
                        updated_at: string;
                        updated_by: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listPlaces: {
        parameters: {
            query?: {
                lang?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        /** @enum {string} */
                        category: "eat" | "ski" | "outdoors" | "groceries" | "rainy_day" | "health";
                        id: number;
                        image: {
                            alt: string;
                            height: number;
                            key: string;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        map_url: string | null;
                        name: string;
                        note: string;
                        phone: string;
                        translations?: {
                            fr?: {
                                name?: string;
                                note?: string;
                            };
                        };
                        untranslated?: string[];
                        website: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createPlace: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    address?: string;
                    /** @enum {string} */
                    category: "eat" | "ski" | "outdoors" | "groceries" | "rainy_day" | "health";
                    /** @default null */
                    image?: {
                        alt: string;
                        key: string;
                    } | null;
                    name: string;
                    /** @default  */
                    note?: string;
                    /** @default  */
                    phone?: string;
                    translations?: {
                        fr?: {
                            name?: string;
                            note?: string;
                        };
                    };
                    /** @default  */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        /** @enum {string} */
                        category: "eat" | "ski" | "outdoors" | "groceries" | "rainy_day" | "health";
                        id: number;
                        image: {
                            alt: string;
                            height: number;
                            key: string;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        map_url: string | null;
                        name: string;
                        note: string;
                        phone: string;
                        translations?: {
                            fr?: {
                                name?: string;
                                note?: string;
                            };
                        };
                        untranslated?: string[];
                        website: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    updatePlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    address?: string;
                    /** @enum {string} */
                    category: "eat" | "ski" | "outdoors" | "groceries" | "rainy_day" | "health";
                    /** @default null */
                    image?: {
                        alt: string;
                        key: string;
                    } | null;
                    name: string;
                    /** @default  */
                    note?: string;
                    /** @default  */
                    phone?: string;
                    translations?: {
                        fr?: {
                            name?: string;
                            note?: string;
                        };
                    };
                    /** @default  */
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        /** @enum {string} */
                        category: "eat" | "ski" | "outdoors" | "groceries" | "rainy_day" | "health";
                        id: number;
                        image: {
                            alt: string;
                            height: number;
                            key: string;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        map_url: string | null;
                        name: string;
                        note: string;
                        phone: string;
                        translations?: {
                            fr?: {
                                name?: string;
                                note?: string;
                            };
                        };
                        untranslated?: string[];
                        website: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deletePlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listProperties: {
        parameters: {
            query?: {
                bedrooms?: string;
                bathrooms?: string;
                max_guests?: string;
                minimum_nights?: string;
                check_in?: string;
                check_out?: string;
                guests?: string;
                lang?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_description: string;
                        amenities: string[];
                        bathrooms: number;
                        bedrooms: number;
                        beds: number;
                        booking_requests?: boolean;
                        business_licence: string | null;
                        cover: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        cover_image: string | null;
                        description: string;
                        guesty_link: string;
                        id: number;
                        images: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        }[];
                        is_featured: boolean;
                        is_published: boolean;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        max_guests: number;
                        minimum_nights: number;
                        name: string;
                        nightly_rate_from: number | null;
                        rating: {
                            average: number;
                            count: number;
                        } | null;
                        registration_number: string | null;
                        sqft: number;
                        translations?: {
                            fr?: {
                                address_description?: string;
                                amenities?: string;
                                description?: string;
                                name?: string;
                            };
                        };
                        untranslated?: string[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createProperty: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_description: string;
                        amenities: string[];
                        bathrooms: number;
                        bedrooms: number;
                        beds: number;
                        booking_requests?: boolean;
                        business_licence: string | null;
                        cover: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        cover_image: string | null;
                        description: string;
                        guesty_link: string;
                        id: number;
                        images: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        }[];
                        is_featured: boolean;
                        is_published: boolean;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        max_guests: number;
                        minimum_nights: number;
                        name: string;
                        nightly_rate_from: number | null;
                        rating: {
                            average: number;
                            count: number;
                        } | null;
                        registration_number: string | null;
                        sqft: number;
                        translations?: {
                            fr?: {
                                address_description?: string;
                                amenities?: string;
                                description?: string;
                                name?: string;
                            };
                        };
                        untranslated?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listFeaturedProperties: {
        parameters: {
            query?: {
                lang?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_description: string;
                        amenities: string[];
                        bathrooms: number;
                        bedrooms: number;
                        beds: number;
                        booking_requests?: boolean;
                        business_licence: string | null;
                        cover: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        cover_image: string | null;
                        description: string;
                        guesty_link: string;
                        id: number;
                        images: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        }[];
                        is_featured: boolean;
                        is_published: boolean;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        max_guests: number;
                        minimum_nights: number;
                        name: string;
                        nightly_rate_from: number | null;
                        rating: {
                            average: number;
                            count: number;
                        } | null;
                        registration_number: string | null;
                        sqft: number;
                        translations?: {
                            fr?: {
                                address_description?: string;
                                amenities?: string;
                                description?: string;
                                name?: string;
                            };
                        };
                        untranslated?: string[];
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createWelcome: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            line: string;
                            map_url: string | null;
                        };
                        amenities: {
                            description: string;
                            id: number;
                            image: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            key: string;
                            name: string;
                            videoLink: string;
                        }[];
                        checkin: {
                            instructions: string;
                            time: string;
                        };
                        checkout: {
                            instructions: string;
                            time: string;
                        };
                        codes_available_at: string | null;
                        contact: {
                            email: string;
                            phone: string;
                        };
                        door: {
                            code: string | null;
                            instructions: string;
                        };
                        garbage: {
                            code: string | null;
                            info: string;
                            location: string;
                        };
                        house_rules: string[];
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        owning_company: string;
                        parking: {
                            instructions: string;
                            location: string;
                        };
                        password_shows_codes: boolean;
                        places: {
                            address: string;
                            /** @enum {string} */
                            category: "eat" | "ski" | "outdoors" | "groceries" | "rainy_day" | "health";
                            id: number;
                            image: {
                                alt: string;
                                height: number;
                                key: string;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            /** @enum {string} */
                            lang?: "en" | "fr";
                            map_url: string | null;
                            name: string;
                            note: string;
                            phone: string;
                            translations?: {
                                fr?: {
                                    name?: string;
                                    note?: string;
                                };
                            };
                            untranslated?: string[];
                            website: string;
                        }[];
                        pm_contact: string;
                        property: {
                            cover: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            cover_image: string | null;
                            id: number;
                            name: string;
                        };
                        property_id: number;
                        shuttle: {
                            description: string;
                            images: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            }[];
                        };
                        stay: {
                            arrival: string;
                            departure: string;
                            email: string | null;
                            first_name: string;
                            time_options: {
                                early_check_in: string | null;
                                late_checkout: string | null;
                            };
                        } | null;
                        stay_times: {
                            auto_approve: boolean;
                            early_check_in: string;
                            late_checkout: string;
                        };
                        translations?: {
                            fr?: {
                                amenities?: {
                                    description?: string;
                                    name?: string;
                                }[];
                                check_in_instructions?: string;
                                checkout_instructions?: string;
                                door_instructions?: string;
                                garbage_info?: string;
                                garbage_location?: string;
                                house_rules?: string;
                                parking_instructions?: string;
                                parking_location?: string;
                                pm_contact?: string;
                                shuttle_description?: string;
                            };
                        };
                        untranslated?: string[];
                        updated_at: string;
                        wifi: {
                            network: string;
                            password: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getWelcome: {
        parameters: {
            query?: {
                lang?: "en" | "fr";
            };
            header?: never;
            path: {
                propertyId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            line: string;
                            map_url: string | null;
                        };
                        amenities: {
                            description: string;
                            id: number;
                            image: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            key: string;
                            name: string;
                            videoLink: string;
                        }[];
                        checkin: {
                            instructions: string;
                            time: string;
                        };
                        checkout: {
                            instructions: string;
                            time: string;
                        };
                        codes_available_at: string | null;
                        contact: {
                            email: string;
                            phone: string;
                        };
                        door: {
                            code: string | null;
                            instructions: string;
                        };
                        garbage: {
                            code: string | null;
                            info: string;
                            location: string;
                        };
                        house_rules: string[];
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        owning_company: string;
                        parking: {
                            instructions: string;
                            location: string;
                        };
                        password_shows_codes: boolean;
                        places: {
                            address: string;
                            /** @enum {string} */
                            category: "eat" | "ski" | "outdoors" | "groceries" | "rainy_day" | "health";
                            id: number;
                            image: {
                                alt: string;
                                height: number;
                                key: string;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            /** @enum {string} */
                            lang?: "en" | "fr";
                            map_url: string | null;
                            name: string;
                            note: string;
                            phone: string;
                            translations?: {
                                fr?: {
                                    name?: string;
                                    note?: string;
                                };
                            };
                            untranslated?: string[];
                            website: string;
                        }[];
                        pm_contact: string;
                        property: {
                            cover: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            cover_image: string | null;
                            id: number;
                            name: string;
                        };
                        property_id: number;
                        shuttle: {
                            description: string;
                            images: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            }[];
                        };
                        stay: {
                            arrival: string;
                            departure: string;
                            email: string | null;
                            first_name: string;
                            time_options: {
                                early_check_in: string | null;
                                late_checkout: string | null;
                            };
                        } | null;
                        stay_times: {
                            auto_approve: boolean;
                            early_check_in: string;
                            late_checkout: string;
                        };
                        translations?: {
                            fr?: {
                                amenities?: {
                                    description?: string;
                                    name?: string;
                                }[];
                                check_in_instructions?: string;
                                checkout_instructions?: string;
                                door_instructions?: string;
                                garbage_info?: string;
                                garbage_location?: string;
                                house_rules?: string;
                                parking_instructions?: string;
                                parking_location?: string;
                                pm_contact?: string;
                                shuttle_description?: string;
                            };
                        };
                        untranslated?: string[];
                        updated_at: string;
                        wifi: {
                            network: string;
                            password: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    saveWelcome: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                propertyId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: {
                            line: string;
                            map_url: string | null;
                        };
                        amenities: {
                            description: string;
                            id: number;
                            image: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            key: string;
                            name: string;
                            videoLink: string;
                        }[];
                        checkin: {
                            instructions: string;
                            time: string;
                        };
                        checkout: {
                            instructions: string;
                            time: string;
                        };
                        codes_available_at: string | null;
                        contact: {
                            email: string;
                            phone: string;
                        };
                        door: {
                            code: string | null;
                            instructions: string;
                        };
                        garbage: {
                            code: string | null;
                            info: string;
                            location: string;
                        };
                        house_rules: string[];
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        owning_company: string;
                        parking: {
                            instructions: string;
                            location: string;
                        };
                        password_shows_codes: boolean;
                        places: {
                            address: string;
                            /** @enum {string} */
                            category: "eat" | "ski" | "outdoors" | "groceries" | "rainy_day" | "health";
                            id: number;
                            image: {
                                alt: string;
                                height: number;
                                key: string;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            /** @enum {string} */
                            lang?: "en" | "fr";
                            map_url: string | null;
                            name: string;
                            note: string;
                            phone: string;
                            translations?: {
                                fr?: {
                                    name?: string;
                                    note?: string;
                                };
                            };
                            untranslated?: string[];
                            website: string;
                        }[];
                        pm_contact: string;
                        property: {
                            cover: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            } | null;
                            cover_image: string | null;
                            id: number;
                            name: string;
                        };
                        property_id: number;
                        shuttle: {
                            description: string;
                            images: {
                                height: number;
                                id: number;
                                srcset: string;
                                url: string;
                                width: number;
                            }[];
                        };
                        stay: {
                            arrival: string;
                            departure: string;
                            email: string | null;
                            first_name: string;
                            time_options: {
                                early_check_in: string | null;
                                late_checkout: string | null;
                            };
                        } | null;
                        stay_times: {
                            auto_approve: boolean;
                            early_check_in: string;
                            late_checkout: string;
                        };
                        translations?: {
                            fr?: {
                                amenities?: {
                                    description?: string;
                                    name?: string;
                                }[];
                                check_in_instructions?: string;
                                checkout_instructions?: string;
                                door_instructions?: string;
                                garbage_info?: string;
                                garbage_location?: string;
                                house_rules?: string;
                                parking_instructions?: string;
                                parking_location?: string;
                                pm_contact?: string;
                                shuttle_description?: string;
                            };
                        };
                        untranslated?: string[];
                        updated_at: string;
                        wifi: {
                            network: string;
                            password: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listStayRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                propertyId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "early_check_in" | "late_checkout" | "other";
                        message: string;
                        replies: {
                            at: string;
                            /** @enum {string} */
                            from: "staff" | "guest";
                            text: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "approved" | "declined" | "answered";
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    sendStayRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                propertyId: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string;
                    /** @enum {string} */
                    kind: "early_check_in" | "late_checkout" | "other";
                    /** @enum {string} */
                    lang?: "en" | "fr";
                    /** @default  */
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    replyToStayRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                propertyId: string | number;
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "early_check_in" | "late_checkout" | "other";
                        message: string;
                        replies: {
                            at: string;
                            /** @enum {string} */
                            from: "staff" | "guest";
                            text: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "approved" | "declined" | "answered";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getProperty: {
        parameters: {
            query?: {
                lang?: "en" | "fr";
            };
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_description: string;
                        amenities: string[];
                        bathrooms: number;
                        bedrooms: number;
                        beds: number;
                        booking_requests?: boolean;
                        business_licence: string | null;
                        cover: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        cover_image: string | null;
                        description: string;
                        guesty_link: string;
                        id: number;
                        images: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        }[];
                        is_featured: boolean;
                        is_published: boolean;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        max_guests: number;
                        minimum_nights: number;
                        name: string;
                        nightly_rate_from: number | null;
                        rating: {
                            average: number;
                            count: number;
                        } | null;
                        registration_number: string | null;
                        sqft: number;
                        translations?: {
                            fr?: {
                                address_description?: string;
                                amenities?: string;
                                description?: string;
                                name?: string;
                            };
                        };
                        untranslated?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    updateProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_description: string;
                        amenities: string[];
                        bathrooms: number;
                        bedrooms: number;
                        beds: number;
                        booking_requests?: boolean;
                        business_licence: string | null;
                        cover: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        cover_image: string | null;
                        description: string;
                        guesty_link: string;
                        id: number;
                        images: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        }[];
                        is_featured: boolean;
                        is_published: boolean;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        max_guests: number;
                        minimum_nights: number;
                        name: string;
                        nightly_rate_from: number | null;
                        rating: {
                            average: number;
                            count: number;
                        } | null;
                        registration_number: string | null;
                        sqft: number;
                        translations?: {
                            fr?: {
                                address_description?: string;
                                amenities?: string;
                                description?: string;
                                name?: string;
                            };
                        };
                        untranslated?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteProperty: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPropertyAvailability: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocked: {
                            /** @description the day after the last blocked night (exclusive) */
                            end: string;
                            /** @description first blocked night, YYYY-MM-DD (site time zone) */
                            start: string;
                        }[];
                        from: string;
                        minimum_nights: number;
                        property_id: number;
                        /** @description when a channel feed of the property last synced; null if never */
                        synced_at: string | null;
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createBookingRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    check_in: string;
                    check_out: string;
                    email: string;
                    guests: number;
                    /** @enum {string} */
                    lang?: "en" | "fr";
                    message?: string;
                    name: string;
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description ISO instant: the nights are held until then */
                        hold_until: string;
                        id: number;
                        quote: {
                            /** @description until: the last day cancelling gives that refund; the last entry is {until: null, refund_cents: 0} */
                            cancellation: {
                                refund_cents: number;
                                until: string | null;
                            }[];
                            check_in: string;
                            check_out: string;
                            /** @enum {string} */
                            currency: "CAD";
                            guests: number;
                            /** @description they sum to total_cents; discounts are negative */
                            lines: {
                                cents: number;
                                /** @enum {string} */
                                kind: "nights" | "discount" | "fee" | "tax";
                                label: string;
                            }[];
                            nights: number;
                            nights_detail: {
                                cents: number;
                                date: string;
                            }[];
                            property_id: number;
                            subtotal_cents: number;
                            taxes_cents: number;
                            total_cents: number;
                        };
                        /** @enum {string} */
                        status: "pending";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        minimum_nights?: number;
                        /** @enum {string} */
                        reason: "unavailable" | "minimum_nights" | "maximum_guests" | "past" | "no_rates";
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listCalendarBlocks: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blocks: {
                            created_at: string;
                            end: string;
                            feed_id: number | null;
                            feed_label: string | null;
                            id: number;
                            note: string | null;
                            /** @enum {string} */
                            source: "manual" | "feed";
                            start: string;
                        }[];
                        from: string;
                        property_id: number;
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createCalendarBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allow_overlap?: boolean;
                    end: string;
                    note?: string | null;
                    start: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        end: string;
                        feed_id: number | null;
                        feed_label: string | null;
                        id: number;
                        note: string | null;
                        /** @enum {string} */
                        source: "manual" | "feed";
                        start: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conflicts: {
                            end: string;
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "block" | "request";
                            start: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    deleteCalendarBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                blockId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getCalendarExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        path: string;
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    regenerateCalendarExportKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        path: string;
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listCalendarFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        block_count: number;
                        id: number;
                        label: string;
                        last_attempt_at: string | null;
                        last_error: string | null;
                        last_success_at: string | null;
                        position: number;
                        /** @enum {string} */
                        status: "never" | "ok" | "error";
                        url: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        block_count: number;
                        id: number;
                        label: string;
                        last_attempt_at: string | null;
                        last_error: string | null;
                        last_success_at: string | null;
                        position: number;
                        /** @enum {string} */
                        status: "never" | "ok" | "error";
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    updateCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                feedId: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        block_count: number;
                        id: number;
                        label: string;
                        last_attempt_at: string | null;
                        last_error: string | null;
                        last_success_at: string | null;
                        position: number;
                        /** @enum {string} */
                        status: "never" | "ok" | "error";
                        url: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                feedId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    syncCalendarFeeds: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        block_count: number;
                        id: number;
                        label: string;
                        last_attempt_at: string | null;
                        last_error: string | null;
                        last_success_at: string | null;
                        position: number;
                        /** @enum {string} */
                        status: "never" | "ok" | "error";
                        url: string;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            label: string;
                            /** @default false */
                            photo_required: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    setChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        label: string;
                        /** @default false */
                        photo_required?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            label: string;
                            /** @default false */
                            photo_required: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    logInGuest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    stay_duration: number | string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expires_at: string;
                        property_id: number;
                        token: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPropertyPlaces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        all: boolean;
                        place_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    setPropertyPlaces: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    place_ids: number[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        all: boolean;
                        place_ids: number[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    setPropertyPublished: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    is_published: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        address_description: string;
                        amenities: string[];
                        bathrooms: number;
                        bedrooms: number;
                        beds: number;
                        booking_requests?: boolean;
                        business_licence: string | null;
                        cover: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        } | null;
                        cover_image: string | null;
                        description: string;
                        guesty_link: string;
                        id: number;
                        images: {
                            height: number;
                            id: number;
                            srcset: string;
                            url: string;
                            width: number;
                        }[];
                        is_featured: boolean;
                        is_published: boolean;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        max_guests: number;
                        minimum_nights: number;
                        name: string;
                        nightly_rate_from: number | null;
                        rating: {
                            average: number;
                            count: number;
                        } | null;
                        registration_number: string | null;
                        sqft: number;
                        translations?: {
                            fr?: {
                                address_description?: string;
                                amenities?: string;
                                description?: string;
                                name?: string;
                            };
                        };
                        untranslated?: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getPropertyQuote: {
        parameters: {
            query: {
                check_in: string;
                check_out: string;
                guests: string;
            };
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description until: the last day cancelling gives that refund; the last entry is {until: null, refund_cents: 0} */
                        cancellation: {
                            refund_cents: number;
                            until: string | null;
                        }[];
                        check_in: string;
                        check_out: string;
                        /** @enum {string} */
                        currency: "CAD";
                        guests: number;
                        /** @description they sum to total_cents; discounts are negative */
                        lines: {
                            cents: number;
                            /** @enum {string} */
                            kind: "nights" | "discount" | "fee" | "tax";
                            label: string;
                        }[];
                        nights: number;
                        nights_detail: {
                            cents: number;
                            date: string;
                        }[];
                        property_id: number;
                        subtotal_cents: number;
                        taxes_cents: number;
                        total_cents: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @description with reason minimum_nights: the nights this stay needs */
                        minimum_nights?: number;
                        /** @enum {string} */
                        reason: "unavailable" | "minimum_nights" | "maximum_guests" | "past" | "no_rates";
                    };
                };
            };
        };
    };
    getPropertyRates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cleaning_fee_cents: number;
                        extra_guest: {
                            after: number;
                            nightly_cents: number;
                        } | null;
                        length_discounts: {
                            min_nights: number;
                            percent: number;
                        }[];
                        nightly_cents: number;
                        seasons: {
                            end: string;
                            minimum_nights: number | null;
                            name: string;
                            nightly_cents: number;
                            start: string;
                            weekend_nightly_cents: number | null;
                        }[];
                        weekend_nightly_cents: number | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    savePropertyRates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cleaning_fee_cents: number;
                    extra_guest: {
                        after: number;
                        nightly_cents: number;
                    } | null;
                    length_discounts: {
                        min_nights: number;
                        percent: number;
                    }[];
                    nightly_cents: number;
                    seasons: {
                        end: string;
                        minimum_nights: number | null;
                        name: string;
                        nightly_cents: number;
                        start: string;
                        weekend_nightly_cents: number | null;
                    }[];
                    weekend_nightly_cents: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cleaning_fee_cents: number;
                        extra_guest: {
                            after: number;
                            nightly_cents: number;
                        } | null;
                        length_discounts: {
                            min_nights: number;
                            percent: number;
                        }[];
                        nightly_cents: number;
                        seasons: {
                            end: string;
                            minimum_nights: number | null;
                            name: string;
                            nightly_cents: number;
                            start: string;
                            weekend_nightly_cents: number | null;
                        }[];
                        weekend_nightly_cents: number | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listPropertyReviews: {
        parameters: {
            query?: {
                page?: string | number;
            };
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        average: number | null;
                        count: number;
                        direct: {
                            average: number;
                            count: number;
                        } | null;
                        page: number;
                        pages: number;
                        property_id: number;
                        reviews: {
                            id: number;
                            name: string | null;
                            published_at: string | null;
                            rating: number;
                            reply: string | null;
                            /** @enum {string} */
                            source: "airbnb" | "vrbo" | "booking" | "google" | "direct";
                            stay_month: string | null;
                            text: string;
                            verified: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createChannelReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: string;
                    name: string | null;
                    rating: number;
                    /** @enum {string} */
                    source: "airbnb" | "vrbo" | "booking" | "google" | "direct";
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        name: string | null;
                        property_id: number;
                        property_name: string;
                        published_at: string | null;
                        rating: number;
                        reply: string | null;
                        /** @enum {string} */
                        source: "airbnb" | "vrbo" | "booking" | "google" | "direct";
                        /** @enum {string} */
                        status: "pending" | "published" | "hidden";
                        stay_month: string | null;
                        text: string;
                        verified: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listStays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: string;
                        balance_cents: number | null;
                        cancel_reason: string | null;
                        cancelled_at: string | null;
                        departure: string;
                        door_code: string | null;
                        entry_missing: boolean;
                        guest_email: string | null;
                        guest_name: string;
                        guest_phone: string | null;
                        guests: number | null;
                        id: number;
                        /** @enum {string} */
                        language: "en" | "fr";
                        link: string;
                        link_shared_at: string | null;
                        messages: {
                            after: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            arrival: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            checkout: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            guide: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                        };
                        messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                        note: string | null;
                        paid_cents: number;
                        payments: {
                            cents: number;
                            id: number;
                            /** @enum {string} */
                            method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                            note: string;
                            received_on: string;
                            recorded_by: string | null;
                        }[];
                        property_id: number;
                        refund_due_cents: number | null;
                        reservation: {
                            feed_id: number;
                            summary: string;
                            uid: string;
                        } | null;
                        review_link: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                        total_cents: number | null;
                        warning: string | null;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createStay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allow_overlap?: boolean;
                    arrival?: string;
                    departure?: string;
                    door_code?: string | null;
                    guest_email?: string | null;
                    guest_name: string;
                    guest_phone?: string | null;
                    guests?: number | null;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    messages_off?: ("guide" | "arrival" | "checkout" | "after")[];
                    note?: string | null;
                    reservation?: {
                        feed_id: number;
                        uid: string;
                    };
                    total_cents?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: string;
                        balance_cents: number | null;
                        cancel_reason: string | null;
                        cancelled_at: string | null;
                        departure: string;
                        door_code: string | null;
                        entry_missing: boolean;
                        guest_email: string | null;
                        guest_name: string;
                        guest_phone: string | null;
                        guests: number | null;
                        id: number;
                        /** @enum {string} */
                        language: "en" | "fr";
                        link: string;
                        link_shared_at: string | null;
                        messages: {
                            after: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            arrival: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            checkout: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            guide: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                        };
                        messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                        note: string | null;
                        paid_cents: number;
                        payments: {
                            cents: number;
                            id: number;
                            /** @enum {string} */
                            method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                            note: string;
                            received_on: string;
                            recorded_by: string | null;
                        }[];
                        property_id: number;
                        refund_due_cents: number | null;
                        reservation: {
                            feed_id: number;
                            summary: string;
                            uid: string;
                        } | null;
                        review_link: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                        total_cents: number | null;
                        warning: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conflicts: {
                            end: string;
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "block" | "request";
                            start: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    revokeStay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                stayId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    updateStay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                stayId: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    allow_overlap?: boolean;
                    arrival?: string;
                    departure?: string;
                    door_code?: string | null;
                    guest_email?: string | null;
                    guest_name?: string;
                    guest_phone?: string | null;
                    guests?: number | null;
                    /** @enum {string} */
                    language?: "en" | "fr";
                    messages_off?: ("guide" | "arrival" | "checkout" | "after")[];
                    note?: string | null;
                    total_cents?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: string;
                        balance_cents: number | null;
                        cancel_reason: string | null;
                        cancelled_at: string | null;
                        departure: string;
                        door_code: string | null;
                        entry_missing: boolean;
                        guest_email: string | null;
                        guest_name: string;
                        guest_phone: string | null;
                        guests: number | null;
                        id: number;
                        /** @enum {string} */
                        language: "en" | "fr";
                        link: string;
                        link_shared_at: string | null;
                        messages: {
                            after: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            arrival: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            checkout: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            guide: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                        };
                        messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                        note: string | null;
                        paid_cents: number;
                        payments: {
                            cents: number;
                            id: number;
                            /** @enum {string} */
                            method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                            note: string;
                            received_on: string;
                            recorded_by: string | null;
                        }[];
                        property_id: number;
                        refund_due_cents: number | null;
                        reservation: {
                            feed_id: number;
                            summary: string;
                            uid: string;
                        } | null;
                        review_link: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                        total_cents: number | null;
                        warning: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conflicts: {
                            end: string;
                            id: number;
                            /** @enum {string} */
                            kind: "stay" | "block" | "request";
                            start: string;
                        }[];
                        message: string;
                    };
                };
            };
        };
    };
    cancelStay: {
        parameters: {
            query?: {
                /** @description true: change nothing, answer the refund cancelling now would give */
                dry_run?: "true" | "false";
            };
            header?: never;
            path: {
                id: string | number;
                stayId: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description dry_run=true only: the refund cancelling now would give (the stay is unchanged) */
                        refund_due_cents?: number;
                        stay: {
                            arrival: string;
                            balance_cents: number | null;
                            cancel_reason: string | null;
                            cancelled_at: string | null;
                            departure: string;
                            door_code: string | null;
                            entry_missing: boolean;
                            guest_email: string | null;
                            guest_name: string;
                            guest_phone: string | null;
                            guests: number | null;
                            id: number;
                            /** @enum {string} */
                            language: "en" | "fr";
                            link: string;
                            link_shared_at: string | null;
                            messages: {
                                after: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                arrival: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                checkout: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                guide: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                            };
                            messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                            note: string | null;
                            paid_cents: number;
                            payments: {
                                cents: number;
                                id: number;
                                /** @enum {string} */
                                method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                                note: string;
                                received_on: string;
                                recorded_by: string | null;
                            }[];
                            property_id: number;
                            refund_due_cents: number | null;
                            reservation: {
                                feed_id: number;
                                summary: string;
                                uid: string;
                            } | null;
                            review_link: string | null;
                            /** @enum {string} */
                            status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                            total_cents: number | null;
                            warning: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    renewStayLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                stayId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: string;
                        balance_cents: number | null;
                        cancel_reason: string | null;
                        cancelled_at: string | null;
                        departure: string;
                        door_code: string | null;
                        entry_missing: boolean;
                        guest_email: string | null;
                        guest_name: string;
                        guest_phone: string | null;
                        guests: number | null;
                        id: number;
                        /** @enum {string} */
                        language: "en" | "fr";
                        link: string;
                        link_shared_at: string | null;
                        messages: {
                            after: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            arrival: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            checkout: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            guide: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                        };
                        messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                        note: string | null;
                        paid_cents: number;
                        payments: {
                            cents: number;
                            id: number;
                            /** @enum {string} */
                            method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                            note: string;
                            received_on: string;
                            recorded_by: string | null;
                        }[];
                        property_id: number;
                        refund_due_cents: number | null;
                        reservation: {
                            feed_id: number;
                            summary: string;
                            uid: string;
                        } | null;
                        review_link: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                        total_cents: number | null;
                        warning: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    addStayPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                stayId: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cents: number;
                    /** @enum {string} */
                    method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                    note?: string;
                    received_on: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: string;
                        balance_cents: number | null;
                        cancel_reason: string | null;
                        cancelled_at: string | null;
                        departure: string;
                        door_code: string | null;
                        entry_missing: boolean;
                        guest_email: string | null;
                        guest_name: string;
                        guest_phone: string | null;
                        guests: number | null;
                        id: number;
                        /** @enum {string} */
                        language: "en" | "fr";
                        link: string;
                        link_shared_at: string | null;
                        messages: {
                            after: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            arrival: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            checkout: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            guide: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                        };
                        messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                        note: string | null;
                        paid_cents: number;
                        payments: {
                            cents: number;
                            id: number;
                            /** @enum {string} */
                            method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                            note: string;
                            received_on: string;
                            recorded_by: string | null;
                        }[];
                        property_id: number;
                        refund_due_cents: number | null;
                        reservation: {
                            feed_id: number;
                            summary: string;
                            uid: string;
                        } | null;
                        review_link: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                        total_cents: number | null;
                        warning: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteStayPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                stayId: string | number;
                paymentId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: string;
                        balance_cents: number | null;
                        cancel_reason: string | null;
                        cancelled_at: string | null;
                        departure: string;
                        door_code: string | null;
                        entry_missing: boolean;
                        guest_email: string | null;
                        guest_name: string;
                        guest_phone: string | null;
                        guests: number | null;
                        id: number;
                        /** @enum {string} */
                        language: "en" | "fr";
                        link: string;
                        link_shared_at: string | null;
                        messages: {
                            after: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            arrival: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            checkout: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            guide: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                        };
                        messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                        note: string | null;
                        paid_cents: number;
                        payments: {
                            cents: number;
                            id: number;
                            /** @enum {string} */
                            method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                            note: string;
                            received_on: string;
                            recorded_by: string | null;
                        }[];
                        property_id: number;
                        refund_due_cents: number | null;
                        reservation: {
                            feed_id: number;
                            summary: string;
                            uid: string;
                        } | null;
                        review_link: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                        total_cents: number | null;
                        warning: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    markStayLinkShared: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                stayId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: string;
                        balance_cents: number | null;
                        cancel_reason: string | null;
                        cancelled_at: string | null;
                        departure: string;
                        door_code: string | null;
                        entry_missing: boolean;
                        guest_email: string | null;
                        guest_name: string;
                        guest_phone: string | null;
                        guests: number | null;
                        id: number;
                        /** @enum {string} */
                        language: "en" | "fr";
                        link: string;
                        link_shared_at: string | null;
                        messages: {
                            after: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            arrival: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            checkout: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                            guide: {
                                send_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                            } | null;
                        };
                        messages_off: ("guide" | "arrival" | "checkout" | "after")[];
                        note: string | null;
                        paid_cents: number;
                        payments: {
                            cents: number;
                            id: number;
                            /** @enum {string} */
                            method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                            note: string;
                            received_on: string;
                            recorded_by: string | null;
                        }[];
                        property_id: number;
                        refund_due_cents: number | null;
                        reservation: {
                            feed_id: number;
                            summary: string;
                            uid: string;
                        } | null;
                        review_link: string | null;
                        /** @enum {string} */
                        status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                        total_cents: number | null;
                        warning: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    setTurnoverNotes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    turnover_notes: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        address: string;
                        check_in_time: string;
                        checkout_time: string;
                        name: string;
                        property_id: number;
                        turnover_notes: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listGuestRequests: {
        parameters: {
            query?: {
                status?: ("open" | "approved" | "declined" | "answered") | "";
                property_id?: string | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string;
                        id: number;
                        /** @enum {string} */
                        kind: "early_check_in" | "late_checkout" | "other";
                        message: string;
                        replies: {
                            at: string;
                            by: string | null;
                            /** @enum {string} */
                            from: "staff" | "guest";
                            mail: {
                                last_error: string | null;
                                sent_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                to: string;
                            } | null;
                            text: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "approved" | "declined" | "answered";
                        stay: {
                            arrival: string;
                            departure: string;
                            guest_name: string;
                            id: number;
                            language: string;
                            property_id: number;
                            property_name: string;
                        };
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getGuestRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string;
                        id: number;
                        /** @enum {string} */
                        kind: "early_check_in" | "late_checkout" | "other";
                        message: string;
                        replies: {
                            at: string;
                            by: string | null;
                            /** @enum {string} */
                            from: "staff" | "guest";
                            mail: {
                                last_error: string | null;
                                sent_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                to: string;
                            } | null;
                            text: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "approved" | "declined" | "answered";
                        stay: {
                            arrival: string;
                            departure: string;
                            guest_name: string;
                            id: number;
                            language: string;
                            property_id: number;
                            property_name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    answerGuestRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "answered" | "approved" | "declined";
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        email: string;
                        id: number;
                        /** @enum {string} */
                        kind: "early_check_in" | "late_checkout" | "other";
                        message: string;
                        replies: {
                            at: string;
                            by: string | null;
                            /** @enum {string} */
                            from: "staff" | "guest";
                            mail: {
                                last_error: string | null;
                                sent_at: string | null;
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                to: string;
                            } | null;
                            text: string;
                        }[];
                        /** @enum {string} */
                        status: "open" | "approved" | "declined" | "answered";
                        stay: {
                            arrival: string;
                            departure: string;
                            guest_name: string;
                            id: number;
                            language: string;
                            property_id: number;
                            property_name: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listReservations: {
        parameters: {
            query: {
                from: string;
                to: string;
                property_id?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        reservations: {
                            end: string;
                            feed_id: number;
                            feed_label: string;
                            property_id: number;
                            property_name: string;
                            start: string;
                            stay_id: number | null;
                            summary: string;
                            uid: string;
                        }[];
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listReviews: {
        parameters: {
            query?: {
                status?: "pending" | "published" | "hidden";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        name: string | null;
                        property_id: number;
                        property_name: string;
                        published_at: string | null;
                        rating: number;
                        reply: string | null;
                        /** @enum {string} */
                        source: "airbnb" | "vrbo" | "booking" | "google" | "direct";
                        /** @enum {string} */
                        status: "pending" | "published" | "hidden";
                        stay_month: string | null;
                        text: string;
                        verified: boolean;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    submitGuestReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string | null;
                    rating: number;
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string | null;
                        published_at: string | null;
                        rating: number;
                        reply: string | null;
                        /** @enum {string} */
                        source: "airbnb" | "vrbo" | "booking" | "google" | "direct";
                        stay_month: string | null;
                        text: string;
                        verified: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    moderateReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reply: string | null;
                    /** @enum {string} */
                    status: "published" | "hidden";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created_at: string;
                        id: number;
                        name: string | null;
                        property_id: number;
                        property_name: string;
                        published_at: string | null;
                        rating: number;
                        reply: string | null;
                        /** @enum {string} */
                        source: "airbnb" | "vrbo" | "booking" | "google" | "direct";
                        /** @enum {string} */
                        status: "pending" | "published" | "hidden";
                        stay_month: string | null;
                        text: string;
                        verified: boolean;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getSchedule: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description staff's manual blocks with a night in [from, to), by home name then start; imported blocks are left out (they are the channel reservations again). A night a block shares with a stay or reservation is double-booked */
                        blocks?: {
                            end: string;
                            id: number;
                            note: string | null;
                            property_id: number;
                            property_name: string;
                            start: string;
                        }[];
                        days: {
                            arrivals: {
                                check_in_time: string;
                                checkout_time: string;
                                end: string;
                                entry_missing: boolean;
                                guest_name: string | null;
                                guests: number | null;
                                link_shared_at: string | null;
                                note: string;
                                property_id: number;
                                property_name: string;
                                /** @enum {string} */
                                source: "stay" | "reservation";
                                start: string;
                                stay_id: number | null;
                            }[];
                            date: string;
                            departures: {
                                check_in_time: string;
                                checkout_time: string;
                                end: string;
                                entry_missing: boolean;
                                guest_name: string | null;
                                guests: number | null;
                                link_shared_at: string | null;
                                note: string;
                                property_id: number;
                                property_name: string;
                                /** @enum {string} */
                                source: "stay" | "reservation";
                                start: string;
                                stay_id: number | null;
                            }[];
                            staying: {
                                check_in_time: string;
                                checkout_time: string;
                                end: string;
                                entry_missing: boolean;
                                guest_name: string | null;
                                guests: number | null;
                                link_shared_at: string | null;
                                note: string;
                                property_id: number;
                                property_name: string;
                                /** @enum {string} */
                                source: "stay" | "reservation";
                                start: string;
                                stay_id: number | null;
                            }[];
                            turnovers: {
                                arrival: {
                                    check_in_time: string;
                                    checkout_time: string;
                                    end: string;
                                    entry_missing: boolean;
                                    guest_name: string | null;
                                    guests: number | null;
                                    link_shared_at: string | null;
                                    note: string;
                                    property_id: number;
                                    property_name: string;
                                    /** @enum {string} */
                                    source: "stay" | "reservation";
                                    start: string;
                                    stay_id: number | null;
                                };
                                departure: {
                                    check_in_time: string;
                                    checkout_time: string;
                                    end: string;
                                    entry_missing: boolean;
                                    guest_name: string | null;
                                    guests: number | null;
                                    link_shared_at: string | null;
                                    note: string;
                                    property_id: number;
                                    property_name: string;
                                    /** @enum {string} */
                                    source: "stay" | "reservation";
                                    start: string;
                                    stay_id: number | null;
                                };
                                property_id: number;
                            }[];
                        }[];
                        from: string;
                        homes: {
                            assignee_name: string | null;
                            departure: string | null;
                            property_id: number;
                            property_name: string;
                            /** @enum {string|null} */
                            readiness: "dirty" | "cleaning" | "ready" | "inspected" | null;
                            task_id: number | null;
                        }[];
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getSiteSettings: {
        parameters: {
            query?: {
                lang?: "en" | "fr";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default  */
                        after_hours_phone: string;
                        brand_name: string;
                        cancellation: {
                            days_before: number;
                            fee_percent: number;
                            refund_percent: number;
                        }[];
                        developer_credit: string;
                        /** Format: email */
                        email: string;
                        footer_blurb: string;
                        /** @enum {string} */
                        lang?: "en" | "fr";
                        office_address: string;
                        payment_instructions: {
                            en: string;
                            fr: string;
                        };
                        phone: string;
                        request_hold_hours: number;
                        require_two_factor_for_admins: boolean;
                        /** @default [] */
                        social_links: {
                            href: string;
                            label: string;
                        }[];
                        taxes: {
                            exempt_from_nights: number | null;
                            name: string;
                            on_fees: boolean;
                            percent: number;
                        }[];
                        translations?: {
                            fr?: {
                                developer_credit?: string;
                                footer_blurb?: string;
                            };
                        };
                        untranslated?: string[];
                        updated_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    saveSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    after_hours_phone?: string;
                    brand_name: string;
                    /** @description left out: unchanged */
                    cancellation?: {
                        days_before: number;
                        fee_percent: number;
                        refund_percent: number;
                    }[];
                    developer_credit?: string;
                    email: string;
                    footer_blurb?: string;
                    office_address: string;
                    /** @description left out: unchanged */
                    payment_instructions?: {
                        en: string;
                        fr: string;
                    };
                    phone: string;
                    /** @description left out: unchanged */
                    request_hold_hours?: number;
                    /** @description left out: unchanged; true only once your own two-factor sign-in is on (else 409) */
                    require_two_factor_for_admins?: boolean;
                    /** @default [] */
                    social_links?: {
                        href: string;
                        label: string;
                    }[];
                    /** @description left out: unchanged */
                    taxes?: {
                        exempt_from_nights: number | null;
                        name: string;
                        on_fees: boolean;
                        percent: number;
                    }[];
                    translations?: {
                        fr?: {
                            developer_credit?: string;
                            footer_blurb?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default  */
                        after_hours_phone: string;
                        brand_name: string;
                        cancellation: {
                            days_before: number;
                            fee_percent: number;
                            refund_percent: number;
                        }[];
                        developer_credit: string;
                        /** Format: email */
                        email: string;
                        footer_blurb: string;
                        office_address: string;
                        payment_instructions: {
                            en: string;
                            fr: string;
                        };
                        phone: string;
                        request_hold_hours: number;
                        require_two_factor_for_admins: boolean;
                        /** @default [] */
                        social_links: {
                            href: string;
                            label: string;
                        }[];
                        taxes: {
                            exempt_from_nights: number | null;
                            name: string;
                            on_fees: boolean;
                            percent: number;
                        }[];
                        translations: {
                            fr?: {
                                developer_credit?: string;
                                footer_blurb?: string;
                            };
                        };
                        updated_at: string | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listAllStays: {
        parameters: {
            query?: {
                q?: string;
                from?: string;
                to?: string;
                property_id?: string | number;
                status?: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                balance_due?: "true" | "false" | "";
                link_not_sent?: "true" | "false" | "";
                page?: string | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: number;
                        page_size: number;
                        stays: {
                            arrival: string;
                            balance_cents?: number | null;
                            cancel_reason?: string | null;
                            cancelled_at?: string | null;
                            departure: string;
                            door_code?: string | null;
                            entry_missing?: boolean;
                            guest_email?: string | null;
                            guest_name: string;
                            guest_phone?: string | null;
                            guests?: number | null;
                            id: number;
                            /** @enum {string} */
                            language?: "en" | "fr";
                            link?: string;
                            link_shared_at?: string | null;
                            messages?: {
                                after: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                arrival: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                checkout: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                                guide: {
                                    send_at: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                                } | null;
                            };
                            messages_off?: ("guide" | "arrival" | "checkout" | "after")[];
                            note?: string | null;
                            paid_cents?: number;
                            payments?: {
                                cents: number;
                                id: number;
                                /** @enum {string} */
                                method: "e-transfer" | "card" | "cash" | "cheque" | "channel" | "other";
                                note: string;
                                received_on: string;
                                recorded_by: string | null;
                            }[];
                            property_id: number;
                            property_name: string;
                            refund_due_cents?: number | null;
                            reservation?: {
                                feed_id: number;
                                summary: string;
                                uid: string;
                            } | null;
                            review_link?: string | null;
                            /** @enum {string} */
                            status: "upcoming" | "current" | "ended" | "revoked" | "cancelled";
                            total_cents?: number | null;
                            warning?: string | null;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listCurrentStays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        arrival: string;
                        departure: string;
                        guest_name: string;
                        property_id: number;
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    sendMessageNow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                stayId: string | number;
                kind: "guide" | "arrival" | "checkout" | "after";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attempts: number;
                        id: number;
                        /** @enum {string} */
                        kind: "guide" | "arrival" | "checkout" | "after";
                        last_error: string | null;
                        property_id: number;
                        send_at: string;
                        sent_at: string | null;
                        /** @enum {string} */
                        status: "scheduled" | "sending" | "sent" | "failed" | "cancelled";
                        stay_id: number;
                        subject: string;
                        to: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listTasks: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                property_id?: string | number;
                assignee_id?: string | number;
                status?: "todo" | "in_progress" | "done" | "inspected";
                kind?: "clean" | "maintenance" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignee_id: number | null;
                        assignee_name: string | null;
                        checklist: {
                            done: boolean;
                            done_at: string | null;
                            done_by: string | null;
                            id: number;
                            label: string;
                            photo_required: boolean;
                        }[];
                        created_at: string;
                        created_by: string | null;
                        description: string;
                        due_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "clean" | "maintenance" | "other";
                        note: string;
                        photos: {
                            by: string | null;
                            id: number;
                            item_id: number | null;
                            taken_at: string;
                            url: string;
                        }[];
                        /** @enum {string} */
                        priority: "urgent" | "normal" | "low";
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "todo" | "in_progress" | "done" | "inspected";
                        stay_id: number | null;
                        title: string;
                    }[];
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createTask: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assignee_id?: number | null;
                    description?: string;
                    /** Format: date-time */
                    due_at?: string;
                    /** @enum {string} */
                    kind: "clean" | "maintenance" | "other";
                    /** @enum {string} */
                    priority?: "urgent" | "normal" | "low";
                    property_id: number;
                    stay_id?: number | null;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignee_id: number | null;
                        assignee_name: string | null;
                        checklist: {
                            done: boolean;
                            done_at: string | null;
                            done_by: string | null;
                            id: number;
                            label: string;
                            photo_required: boolean;
                        }[];
                        created_at: string;
                        created_by: string | null;
                        description: string;
                        due_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "clean" | "maintenance" | "other";
                        note: string;
                        photos: {
                            by: string | null;
                            id: number;
                            item_id: number | null;
                            taken_at: string;
                            url: string;
                        }[];
                        /** @enum {string} */
                        priority: "urgent" | "normal" | "low";
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "todo" | "in_progress" | "done" | "inspected";
                        stay_id: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignee_id: number | null;
                        assignee_name: string | null;
                        checklist: {
                            done: boolean;
                            done_at: string | null;
                            done_by: string | null;
                            id: number;
                            label: string;
                            photo_required: boolean;
                        }[];
                        created_at: string;
                        created_by: string | null;
                        description: string;
                        due_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "clean" | "maintenance" | "other";
                        note: string;
                        photos: {
                            by: string | null;
                            id: number;
                            item_id: number | null;
                            taken_at: string;
                            url: string;
                        }[];
                        /** @enum {string} */
                        priority: "urgent" | "normal" | "low";
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "todo" | "in_progress" | "done" | "inspected";
                        stay_id: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    updateTask: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    assignee_id?: number | null;
                    /** Format: date-time */
                    due_at?: string;
                    note?: string;
                    /** @enum {string} */
                    priority?: "urgent" | "normal" | "low";
                    /** @enum {string} */
                    status?: "todo" | "in_progress" | "done" | "inspected";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignee_id: number | null;
                        assignee_name: string | null;
                        checklist: {
                            done: boolean;
                            done_at: string | null;
                            done_by: string | null;
                            id: number;
                            label: string;
                            photo_required: boolean;
                        }[];
                        created_at: string;
                        created_by: string | null;
                        description: string;
                        due_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "clean" | "maintenance" | "other";
                        note: string;
                        photos: {
                            by: string | null;
                            id: number;
                            item_id: number | null;
                            taken_at: string;
                            url: string;
                        }[];
                        /** @enum {string} */
                        priority: "urgent" | "normal" | "low";
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "todo" | "in_progress" | "done" | "inspected";
                        stay_id: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        missing: {
                            item_id: number;
                            label: string;
                            /** @enum {string} */
                            reason: "not ticked" | "no photo";
                        }[];
                    };
                };
            };
        };
    };
    checkTaskItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                itemId: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    done: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignee_id: number | null;
                        assignee_name: string | null;
                        checklist: {
                            done: boolean;
                            done_at: string | null;
                            done_by: string | null;
                            id: number;
                            label: string;
                            photo_required: boolean;
                        }[];
                        created_at: string;
                        created_by: string | null;
                        description: string;
                        due_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "clean" | "maintenance" | "other";
                        note: string;
                        photos: {
                            by: string | null;
                            id: number;
                            item_id: number | null;
                            taken_at: string;
                            url: string;
                        }[];
                        /** @enum {string} */
                        priority: "urgent" | "normal" | "low";
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "todo" | "in_progress" | "done" | "inspected";
                        stay_id: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    addTaskPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignee_id: number | null;
                        assignee_name: string | null;
                        checklist: {
                            done: boolean;
                            done_at: string | null;
                            done_by: string | null;
                            id: number;
                            label: string;
                            photo_required: boolean;
                        }[];
                        created_at: string;
                        created_by: string | null;
                        description: string;
                        due_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "clean" | "maintenance" | "other";
                        note: string;
                        photos: {
                            by: string | null;
                            id: number;
                            item_id: number | null;
                            taken_at: string;
                            url: string;
                        }[];
                        /** @enum {string} */
                        priority: "urgent" | "normal" | "low";
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "todo" | "in_progress" | "done" | "inspected";
                        stay_id: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        assignee_id: number | null;
                        assignee_name: string | null;
                        checklist: {
                            done: boolean;
                            done_at: string | null;
                            done_by: string | null;
                            id: number;
                            label: string;
                            photo_required: boolean;
                        }[];
                        created_at: string;
                        created_by: string | null;
                        description: string;
                        due_at: string;
                        id: number;
                        /** @enum {string} */
                        kind: "clean" | "maintenance" | "other";
                        note: string;
                        photos: {
                            by: string | null;
                            id: number;
                            item_id: number | null;
                            taken_at: string;
                            url: string;
                        }[];
                        /** @enum {string} */
                        priority: "urgent" | "normal" | "low";
                        property_id: number;
                        property_name: string;
                        /** @enum {string} */
                        status: "todo" | "in_progress" | "done" | "inspected";
                        stay_id: number | null;
                        title: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getTaskPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
                photoId: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        role: "admin" | "manager" | "housekeeping";
                    }[];
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    password: string;
                    /**
                     * @default admin
                     * @enum {string}
                     */
                    role?: "admin" | "manager" | "housekeeping";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        role: "admin" | "manager" | "housekeeping";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    logOutGuest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    checkGuestSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        expires_at: string;
                        property_id: number;
                        stay: {
                            arrival: string;
                            departure: string;
                            guest_name: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    logInAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code?: string;
                    name: string;
                    password: string;
                    /** @default false */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {boolean} */
                        password_change_required?: true;
                        /** @enum {string} */
                        role: "admin" | "manager" | "housekeeping";
                        /** @enum {boolean} */
                        two_factor_setup_required?: true;
                    } | {
                        message: string;
                        /** @enum {boolean} */
                        two_factor_required: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    logInAdminSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {boolean} */
                        password_change_required?: true;
                        /** @enum {string} */
                        role: "admin" | "manager" | "housekeeping";
                        /** @enum {boolean} */
                        two_factor_setup_required?: true;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    logOutAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
        };
    };
    checkAdminSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        role: "admin" | "manager" | "housekeeping";
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        recovery_codes_left: number;
                        required: boolean;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    startTwoFactorEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        otpauth_uri: string;
                        secret: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    confirmTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recovery_codes: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    disableTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recovery_codes: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id?: number | string;
                    name: string;
                    /** @default  */
                    password?: "" | string;
                    /** @enum {string} */
                    role?: "admin" | "manager" | "housekeeping";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        role: "admin" | "manager" | "housekeeping";
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
    setStaffEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string | number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields?: {
                            [key: string]: string;
                        };
                        message: string;
                    };
                };
            };
        };
    };
}
