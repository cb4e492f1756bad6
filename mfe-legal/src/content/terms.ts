import type { LegalDocument, LegalLink } from './legal-document';

const privacyPolicyLink = { text: 'Privacy Policy', to: '/privacy-policy' } as const satisfies LegalLink;

export const terms = {
  title: 'Terms & Conditions',
  intro: [
    'Welcome to BBG! These terms and conditions outline the rules and regulations for the use of the BBG website.',
    'By accessing this website we assume you accept these terms and conditions. Do not continue to use the BBG website if you do not agree to take all of the terms and conditions stated on this page. Use of this website is free of charge.',
  ],
  sections: [
    {
      id: 'cookies',
      heading: 'Cookies',
      body: [
        ['We employ the use of cookies. By accessing the BBG website, you agreed to use cookies in agreement with the BBG ', privacyPolicyLink, '.'],
        "Most interactive websites use cookies to let us retrieve the user's details for each visit. Cookies are used by our website to enable the functionality of certain areas to make it easier for people visiting our website. Some of our affiliate/advertising partners may also use cookies.",
      ],
    },
    {
      id: 'license',
      heading: 'License',
      body: [
        'Unless otherwise stated, BBG and/or its licensors own the intellectual property rights for all material on this website. All intellectual property rights are reserved. You may access this from the BBG website for your own personal use subjected to restrictions set in these terms and conditions.',
        'You must not:',
        {
          list: [
            'Republish material from the BBG website',
            'Sell, rent or sub-license material from the BBG website',
            'Reproduce, duplicate or copy material from the BBG website',
            'Redistribute content from the BBG website',
          ],
        },
      ],
    },
    {
      id: 'hyperlinking-to-our-content',
      heading: 'Hyperlinking to our Content',
      body: [
        'The following organisations may link to our website without prior written approval:',
        {
          list: [
            'Government agencies',
            'Search engines',
            'News organisations',
            'Online directory distributors, which may link to our website in the same manner as they hyperlink to the websites of other listed businesses',
            'System-wide accredited businesses, except soliciting non-profit organisations, charity shopping malls, and charity fundraising groups, which may not hyperlink to our website',
          ],
        },
        'Other organisations may ask to link to our website by sending an email to BBG. Please include your name, your organisation name, contact information as well as the URL of your site, a list of any URLs from which you intend to link to our website, and a list of the URLs on our site to which you would like to link. Wait 2-3 weeks for a response.',
        "Approved organisations may hyperlink to our website by use of our corporate name, by use of the uniform resource locator being linked to, or by use of any other description of our website being linked to that makes sense within the context and format of content on the linking party's site. No use of BBG's logo or other artwork will be allowed for linking absent a trademark license agreement.",
      ],
    },
    {
      id: 'iframes',
      heading: 'iFrames',
      body: [
        'Without prior approval and written permission, you may not create frames around our web pages that alter in any way the visual presentation or appearance of our website.',
      ],
    },
    {
      id: 'content-liability',
      heading: 'Content Liability',
      body: [
        'We shall not be held responsible for any content that appears on your website. You agree to protect and defend us against all claims that are rising on your website. No link(s) should appear on any website that may be interpreted as libelous, obscene or criminal, or which infringes, otherwise violates, or advocates the infringement or other violation of, any third party rights.',
      ],
    },
    {
      id: 'your-privacy',
      heading: 'Your Privacy',
      body: [['Please read our ', privacyPolicyLink, '.']],
    },
    {
      id: 'reservation-of-rights',
      heading: 'Reservation of Rights',
      body: [
        'We reserve the right to request that you remove all links or any particular link to our website. You approve to immediately remove all links to our website upon request. We also reserve the right to amend these terms and conditions and its linking policy at any time. By continuously linking to our website, you agree to be bound to and follow these linking terms and conditions.',
      ],
    },
    {
      id: 'removal-of-links',
      heading: 'Removal of links from our website',
      body: [
        'If you find any link on our website that is offensive for any reason, you are free to contact and inform us at any moment. We will consider requests to remove links but we are not obligated to do so or to respond to you directly.',
        'We do not ensure that the information on this website is correct, we do not warrant its completeness or accuracy; nor do we promise to ensure that the website remains available or that the material on the website is kept up to date.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      body: [
        'To the maximum extent permitted by applicable law, we exclude all representations, warranties and conditions relating to our website and the use of this website. Nothing in this disclaimer will:',
        {
          list: [
            'limit or exclude our or your liability for death or personal injury;',
            'limit or exclude our or your liability for fraud or fraudulent misrepresentation;',
            'limit any of our or your liabilities in any way that is not permitted under applicable law; or',
            'exclude any of our or your liabilities that may not be excluded under applicable law.',
          ],
        },
        'These terms and conditions are governed by and construed in accordance with the laws of the Netherlands, and you irrevocably submit to the exclusive jurisdiction of the courts in that location.',
        'As long as the website and the information and services on the website are provided free of charge, we will not be liable for any loss or damage of any nature.',
      ],
    },
  ],
} as const satisfies LegalDocument;
