import { Link } from "@remix-run/react";
import type { ManageContributor } from "@schema/api/manage-contributors";
import { imageUrl } from "../../lib/recipe-page/image-url";
import { recipeCountText } from "../../lib/site/format";
import { ConfirmButton } from "../sections/ConfirmButton";
import { kitchenPath } from "../shared/kitchen-sections";

type Props = { siteSlug: string; contributors: ManageContributor[]; deleteIntent: string };

/** The site's contributors: photo, name, how many recipes credit them, Edit and Delete. */
export function ContributorList({ siteSlug, contributors, deleteIntent }: Props) {
  return (
    <div className="table-scroll">
      <table className="section-table">
        <caption className="visually-hidden">Your contributors</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Credited on</th>
            <th scope="col">Links</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {contributors.map((person) => (
            <tr key={person.id}>
              <th scope="row">
                <span className="contributor-row">
                  {person.image ? (
                    <img
                      className="contributor-row__photo"
                      src={imageUrl(person.image, { width: 80, height: 80 })}
                      alt=""
                      width={40}
                      height={40}
                    />
                  ) : null}
                  <Link to={kitchenPath(siteSlug, "contributors", `/${person.id}`)}>
                    {person.name}
                  </Link>
                </span>
              </th>
              <td>{recipeCountText(person.recipeCount)}</td>
              <td>{person.links.length || "None"}</td>
              <td>
                <ConfirmButton
                  small
                  intent={deleteIntent}
                  fields={{ contributorId: person.id, name: person.name }}
                  label={
                    <>
                      Delete<span className="visually-hidden"> {person.name}</span>
                    </>
                  }
                  title={`Delete ${person.name}?`}
                  confirmLabel="Delete contributor"
                >
                  <p>
                    {person.recipeCount
                      ? `The ${recipeCountText(person.recipeCount)} that credit them will no longer do so.`
                      : "No recipe credits them yet."}
                  </p>
                </ConfirmButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
