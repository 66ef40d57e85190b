//! The registry of games: one list (`games!`) makes both the menu (`variant::ALL`) and the
//! dispatch from an id (`with_rules!`); each game's board tables agree with the shape it
//! declares.
use omnidraughts::family::Draughts;
use omnidraughts::geometry::{DARK8, FULL8};
use omnidraughts::{variant, CoastToCoast, Error, Rules, StackEm};

fn id_of(id: &str) -> Result<&'static str, Error> {
    omnidraughts::with_rules!(id, R => Ok(R::INFO.id))
}

#[test]
fn the_menu_and_the_dispatch_list_the_same_games() {
    let ids: Vec<&str> = variant::ALL.iter().map(|v| v.id).collect();
    assert_eq!(
        ids,
        [
            "english",
            "international",
            "polish",
            "russian",
            "italian",
            "coronet",
            "coast-to-coast",
            "stackem",
            "cheskers"
        ]
    );
    for id in &ids {
        assert_eq!(
            id_of(id).unwrap(),
            *id,
            "with_rules! dispatches {id} to its own game"
        );
    }
    assert!(matches!(id_of("checkers"), Err(Error::UnknownVariant(..))));
}

fn family_agrees<T: Draughts>() {
    assert!(
        std::ptr::eq(T::FAMILY.geometry, T::VARIANT.geometry()),
        "{}: the family's board is not the shape the game declares",
        T::VARIANT.id
    );
}

#[test]
fn each_games_board_agrees_with_its_shape() {
    use omnidraughts::{Cheskers, Coronet, English, International, Italian, Polish, Russian};
    family_agrees::<English>();
    family_agrees::<International>();
    family_agrees::<Polish>();
    family_agrees::<Russian>();
    family_agrees::<Italian>();
    family_agrees::<Coronet>();
    family_agrees::<Cheskers>();
    // the two games with move generation of their own use these tables
    assert!(std::ptr::eq(StackEm::INFO.geometry(), &DARK8));
    assert!(std::ptr::eq(CoastToCoast::INFO.geometry(), &FULL8));
}
